import RxSwift

final class DetailInteractor {
    private let disposeBag = DisposeBag()

    func observe(_ prices: Observable<Int>) {
        prices.subscribe(onNext: { price in self.update(price) }).disposed(by: disposeBag)
        prices.take(1).subscribe(onNext: { [unowned self] price in self.update(price) }).disposed(by: disposeBag)
    }

    func update(_ price: Int) {}
}
