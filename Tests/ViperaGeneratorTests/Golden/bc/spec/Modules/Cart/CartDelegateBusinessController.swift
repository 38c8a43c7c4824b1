//
//  CartDelegateBusinessController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The part of the Cart screen that tells whoever opened it what the screen reports: the
/// other business controllers broadcast an event in the conversation, and this one passes it on
/// to the delegate. It holds the delegate weakly: the delegate belongs to the opener.
final class CartDelegateBusinessController: CartBusinessController, CartConversation {
    private(set) weak var delegate: (any CartDelegate)?

    init(delegate: (any CartDelegate)?) {
        self.delegate = delegate
    }

    func didCheckOut(total: Double, count: Int) {
        delegate?.didCheckOut(total: total, count: count)
    }

    func didEmpty() {
        delegate?.didEmpty()
    }
}
