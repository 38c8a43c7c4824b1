import RxSwift

extension Polls {
    final class Interactor {
        private let disposeBag = DisposeBag()
        var presenter: Presenter?

        func observe(_ polls: Observable<Int>) {
            polls.subscribe(onNext: { poll in self.show(poll) }).disposed(by: disposeBag)
        }

        func show(_ poll: Int) {}
    }
}
