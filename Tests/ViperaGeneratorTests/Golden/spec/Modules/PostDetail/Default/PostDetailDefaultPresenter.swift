//
//  PostDetailDefaultPresenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Default PostDetail presenter: asks the interactor for content, shows it, routes on events.
@MainActor
final class PostDetailDefaultPresenter: PostDetailPresenter {
    weak var view: (any PostDetailView)?
    /// Whoever opened the module; weak, because it belongs to the module that opened this one.
    weak var delegate: (any PostDetailDelegate)?
    private let interactor: any PostDetailInteractor
    private let router: any PostDetailRouter

    init(interactor: any PostDetailInteractor, router: any PostDetailRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadContent()
    }

    func didTapClose() {
        if let delegate {
            delegate.closePostDetail()
        } else {
            router.close()
        }
    }

    func didDeletePost(id: String) {
        delegate?.didDeletePost(id: id)
    }

    func didFinish() {
        delegate?.didFinish()
    }

    func didLoad(title: String) {
        view?.display(title: title)
    }

    func didFailToLoad(with error: any Error) {
        view?.display(errorMessage: "Something went wrong. Please try again.")
    }
}
