//
//  PostDetailPresenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The heart of the PostDetail module: turns the interactor's data into what the view shows and
/// decides what happens on each view event. It is UIKit-independent.
///
/// The view holds it strongly; the interactor and the router hold it weakly, so it is class-bound.
@MainActor
protocol PostDetailPresenter: AnyObject {
    /// The view has loaded and is about to appear.
    func viewDidLoad()

    /// The user asked to leave the screen.
    func didTapClose()

    /// The interactor loaded the title to show.
    func didLoad(title: String)

    /// The interactor could not load the content.
    func didFailToLoad(with error: any Error)

    /// Something happened that the module reports to its delegate as `didDeletePost`.
    func didDeletePost(id: String)

    /// Something happened that the module reports to its delegate as `didFinish`.
    func didFinish()
}
