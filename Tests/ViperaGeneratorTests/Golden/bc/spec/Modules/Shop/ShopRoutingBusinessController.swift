//
//  ShopRoutingBusinessController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The part of the Shop screen that opens the screens it leads to: another business
/// controller broadcasts `show<Screen>()` in the conversation, and this one builds that screen
/// and pushes or presents it. It is the delegate of each screen it opens that reports events: it
/// takes that screen away when it reports one, and broadcasts the event in the conversation.
final class ShopRoutingBusinessController: ShopBusinessController, ShopConversation {
    /// The screen; weak, because the screen owns this business controller.
    private weak var viewController: ShopViewController?
    /// The Cart screen this one opened, while it is shown.
    private weak var shownCart: UIViewController?

    init(viewController: ShopViewController) {
        self.viewController = viewController
    }

    func showCart() {
        let destination = CartBuilder().build(delegate: self)
        shownCart = destination
        if let navigationController = viewController?.navigationController {
            navigationController.pushViewController(destination, animated: true)
        } else {
            viewController?.present(destination, animated: true)
        }
    }
}

/// What the Cart screen reports reaches the Shop screen's conversation, once
/// the screen that reported it is gone.
extension ShopRoutingBusinessController: CartDelegate {
    func didCheckOut(total: Double, count: Int) {
        closeCart()
        viewController?.communicationCenter.broadcast { $0.cartDidCheckOut(total: total, count: count) }
    }

    func didEmpty() {
        closeCart()
        viewController?.communicationCenter.broadcast { $0.cartDidEmpty() }
    }

    /// Pops the Cart screen back to this one, or dismisses it when presented.
    private func closeCart() {
        guard let destination = shownCart else { return }
        if let navigationController = destination.navigationController, let viewController,
           navigationController.viewControllers.contains(where: { $0 === viewController }) {
            navigationController.popToViewController(viewController, animated: true)
        } else {
            destination.dismiss(animated: true)
        }
    }
}
