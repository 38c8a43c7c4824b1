final class ArticlesUI: ArticlesView {
    var presenter: ArticlesPresentation!
}
