//
//  HomeCommunicationCenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Broadcasts the Home conversation to the screen's business controllers, so that they
/// never reference one another.
@MainActor
final class HomeCommunicationCenter {
    /// The screen whose business controllers hear the broadcasts; weak, because the view
    /// controller owns this center.
    weak var viewController: HomeViewController?

    /// Sends `message` to every business controller of the screen that conforms to
    /// `HomeConversation`, in the order the view controller holds them.
    func broadcast(_ message: (any HomeConversation) -> Void) {
        for businessController in viewController?.businessControllers ?? [] {
            if let listener = businessController as? any HomeConversation {
                message(listener)
            }
        }
    }
}
