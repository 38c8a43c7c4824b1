final class ArticlesInteractor: ArticlesUseCase {
    weak var output: ArticlesInteractorOutput!
}
