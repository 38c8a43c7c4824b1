final class ArticlesPresenter: ArticlesPresentation, ArticlesInteractorOutput {
    weak var view: ArticlesView?
    var interactor: ArticlesUseCase!
    var router: ArticlesWireframe!
}
