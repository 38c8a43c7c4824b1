import RxSwift

extension Balances {
    final class BalancesFetcher {
        private let disposeBag = DisposeBag()

        func observe(_ balances: Observable<Int>) {
            balances.subscribe(onNext: { [weak self] balance in self?.store(balance) }).disposed(by: disposeBag)
        }

        func store(_ balance: Int) {}
    }
}
