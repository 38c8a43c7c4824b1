//
//  ShopBusinessController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// One part of the Shop screen's behaviour. The view controller owns its business
/// controllers and forwards its lifecycle to them; a business controller holds the view
/// controller weakly, never references another business controller, and talks to the others
/// through the view controller's communication center.
@MainActor
protocol ShopBusinessController: ShopViewControllerEvents {}

/// The Content part of the Shop screen.
final class ShopContentBusinessController: ShopBusinessController, ShopConversation {
    /// The screen; weak, because the screen owns this business controller.
    private weak var viewController: ShopViewController?

    init(viewController: ShopViewController) {
        self.viewController = viewController
    }

    func viewDidLoad() {
        viewController?.communicationCenter.broadcast { $0.contentDidChange() }
    }

    func contentDidChange() {
        viewController?.title = "Shop"
    }
}
