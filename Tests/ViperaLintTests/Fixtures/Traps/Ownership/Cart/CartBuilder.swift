enum CartBuilder {
    static func build() -> CartPresenter {
        let interactor = CartInteractor()
        let presenter = CartPresenter(interactor: interactor)
        interactor.output = presenter
        return presenter
    }
}
