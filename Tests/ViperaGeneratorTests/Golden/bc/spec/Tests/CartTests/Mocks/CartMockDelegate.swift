//
//  CartMockDelegate.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Cart delegate that records what the screen reports.
@MainActor
final class CartMockDelegate: CartDelegate {

    /// The arguments of one `didCheckOut(…)` call.
    struct DidCheckOutCall {
        let total: Double
        let count: Int
    }

    /// Every `didCheckOut(…)` call, in order.
    private(set) var didCheckOutCalls: [DidCheckOutCall] = []

    func didCheckOut(total: Double, count: Int) {
        didCheckOutCalls.append(DidCheckOutCall(total: total, count: count))
    }

    /// The arguments of one `didEmpty(…)` call.
    struct DidEmptyCall {
    }

    /// Every `didEmpty(…)` call, in order.
    private(set) var didEmptyCalls: [DidEmptyCall] = []

    func didEmpty() {
        didEmptyCalls.append(DidEmptyCall())
    }
}
