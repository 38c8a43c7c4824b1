//
//  ShopConversation.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The messages the Shop business controllers send one another through
/// `ShopCommunicationCenter`, which broadcasts each to every business controller that
/// conforms to this protocol. Every message does nothing by default, so a business controller
/// implements only those it cares about. Add a method and its default here for each new message.
@MainActor
protocol ShopConversation: AnyObject {
    /// The screen's content changed.
    func contentDidChange()

    /// Opens the Cart screen.
    func showCart()

    /// The Cart screen this one opened reported `didCheckOut`.
    func cartDidCheckOut(total: Double, count: Int)

    /// The Cart screen this one opened reported `didEmpty`.
    func cartDidEmpty()
}

extension ShopConversation {
    func contentDidChange() {}
    func showCart() {}
    func cartDidCheckOut(total: Double, count: Int) {}
    func cartDidEmpty() {}
}
