//
//  PostListPresenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The heart of the PostList module: turns the interactor's data into what the view shows and
/// decides what happens on each view event. It is UIKit-independent.
///
/// The view holds it strongly; the interactor and the router hold it weakly, so it is class-bound.
@MainActor
protocol PostListPresenter: AnyObject {
    /// The view has loaded and is about to appear.
    func viewDidLoad()

    /// The user asked to leave the screen.
    func didTapClose()

    /// The interactor loaded the title to show.
    func didLoad(title: String)

    /// The interactor could not load the content.
    func didFailToLoad(with error: any Error)

    /// The PostDetail module this one showed reported `didDeletePost`.
    func didDeletePost(id: String)

    /// The PostDetail module this one showed reported `didFinish`.
    func didFinish()
}
