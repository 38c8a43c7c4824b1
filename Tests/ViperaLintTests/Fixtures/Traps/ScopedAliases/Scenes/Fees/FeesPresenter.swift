protocol FeesPresentationLogic: AnyObject {
    func present()
}

private typealias Display = FeesDisplayLogic

extension Fees {
    typealias PresentationLogic = FeesPresentationLogic

    final class Presenter: PresentationLogic {
        private weak var display: Display?

        init(display: FeesDisplayLogic) {
            self.display = display
        }

        func present() {
            display?.display()
        }
    }
}
