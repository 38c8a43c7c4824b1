import RxSwift

extension Balances {
    final class Interactor {
        private let disposeBag = DisposeBag()
        weak var presenter: Presenter?

        func observe(_ balances: Observable<Int>) {
            balances.subscribe(onNext: { [weak self] balance in self?.show(balance) }).disposed(by: disposeBag)
        }

        func show(_ balance: Int) {}
    }
}
