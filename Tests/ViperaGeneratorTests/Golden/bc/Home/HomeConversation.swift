//
//  HomeConversation.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The messages the Home business controllers send one another through
/// `HomeCommunicationCenter`, which broadcasts each to every business controller that
/// conforms to this protocol. Every message does nothing by default, so a business controller
/// implements only those it cares about. Add a method and its default here for each new message.
@MainActor
protocol HomeConversation: AnyObject {
    /// The screen's content changed.
    func contentDidChange()
}

extension HomeConversation {
    func contentDidChange() {}
}
