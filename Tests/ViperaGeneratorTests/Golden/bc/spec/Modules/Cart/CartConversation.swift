//
//  CartConversation.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The messages the Cart business controllers send one another through
/// `CartCommunicationCenter`, which broadcasts each to every business controller that
/// conforms to this protocol. Every message does nothing by default, so a business controller
/// implements only those it cares about. Add a method and its default here for each new message.
@MainActor
protocol CartConversation: AnyObject {
    /// The screen's content changed.
    func contentDidChange()

    /// The screen reports `didCheckOut` to whoever opened it.
    func didCheckOut(total: Double, count: Int)

    /// The screen reports `didEmpty` to whoever opened it.
    func didEmpty()
}

extension CartConversation {
    func contentDidChange() {}
    func didCheckOut(total: Double, count: Int) {}
    func didEmpty() {}
}
