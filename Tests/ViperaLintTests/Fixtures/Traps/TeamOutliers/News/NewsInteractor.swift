final class NewsInteractor: NewsInteractorProtocol {
    let title = "News"
}
