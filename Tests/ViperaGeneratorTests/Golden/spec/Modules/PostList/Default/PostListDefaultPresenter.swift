//
//  PostListDefaultPresenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Default PostList presenter: asks the interactor for content, shows it, routes on events.
@MainActor
final class PostListDefaultPresenter: PostListPresenter {
    weak var view: (any PostListView)?
    private let interactor: any PostListInteractor
    private let router: any PostListRouter

    init(interactor: any PostListInteractor, router: any PostListRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadContent()
    }

    func didTapClose() {
        router.close()
    }

    func didLoad(title: String) {
        view?.display(title: title)
    }

    func didFailToLoad(with error: any Error) {
        view?.display(errorMessage: "Something went wrong. Please try again.")
    }

    /// PostDetail reported `didDeletePost`: it is done, so it goes away.
    func didDeletePost(id: String) {
        router.closePostDetail()
    }

    /// PostDetail reported `didFinish`: it is done, so it goes away.
    func didFinish() {
        router.closePostDetail()
    }
}
