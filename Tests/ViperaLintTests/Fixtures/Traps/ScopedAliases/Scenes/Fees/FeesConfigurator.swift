extension Fees {
    enum Configurator {
        static func configure(viewController: ViewController) {
            let presenter = Presenter(display: viewController)
            viewController.interactor = Interactor(presenter: presenter)
        }
    }
}
