//
//  HomeBusinessController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// One part of the Home screen's behaviour. The view controller owns its business
/// controllers and forwards its lifecycle to them; a business controller holds the view
/// controller weakly, never references another business controller, and talks to the others
/// through the view controller's communication center.
@MainActor
protocol HomeBusinessController: HomeViewControllerEvents {}

/// The Content part of the Home screen.
final class HomeContentBusinessController: HomeBusinessController, HomeConversation {
    /// The screen; weak, because the screen owns this business controller.
    private weak var viewController: HomeViewController?

    init(viewController: HomeViewController) {
        self.viewController = viewController
    }

    func viewDidLoad() {
        viewController?.communicationCenter.broadcast { $0.contentDidChange() }
    }

    func contentDidChange() {
        viewController?.title = "Home"
    }
}
