//
//  CartCommunicationCenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Broadcasts the Cart conversation to the screen's business controllers, so that they
/// never reference one another.
@MainActor
final class CartCommunicationCenter {
    /// The screen whose business controllers hear the broadcasts; weak, because the view
    /// controller owns this center.
    weak var viewController: CartViewController?

    /// Sends `message` to every business controller of the screen that conforms to
    /// `CartConversation`, in the order the view controller holds them.
    func broadcast(_ message: (any CartConversation) -> Void) {
        for businessController in viewController?.businessControllers ?? [] {
            if let listener = businessController as? any CartConversation {
                message(listener)
            }
        }
    }
}
