//
//  ShopCommunicationCenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Broadcasts the Shop conversation to the screen's business controllers, so that they
/// never reference one another.
@MainActor
final class ShopCommunicationCenter {
    /// The screen whose business controllers hear the broadcasts; weak, because the view
    /// controller owns this center.
    weak var viewController: ShopViewController?

    /// Sends `message` to every business controller of the screen that conforms to
    /// `ShopConversation`, in the order the view controller holds them.
    func broadcast(_ message: (any ShopConversation) -> Void) {
        for businessController in viewController?.businessControllers ?? [] {
            if let listener = businessController as? any ShopConversation {
                message(listener)
            }
        }
    }
}
