//
//  CartDelegateBusinessControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `CartDelegateBusinessController` passes what the screen's conversation reports on to the
/// delegate, which it does not keep alive.
@MainActor
@Suite struct CartDelegateBusinessControllerTests {
    @Test func didCheckOutBroadcastReachesTheDelegate() {
        let delegate = CartMockDelegate()
        let viewController = CartViewController()
        viewController.businessControllers = [CartDelegateBusinessController(delegate: delegate)]
        let total = 4.2
        let count = 42
        viewController.communicationCenter.broadcast { $0.didCheckOut(total: total, count: count) }
        #expect(delegate.didCheckOutCalls.count == 1)
        #expect(delegate.didCheckOutCalls.first?.total == total)
        #expect(delegate.didCheckOutCalls.first?.count == count)
    }

    @Test func didEmptyBroadcastReachesTheDelegate() {
        let delegate = CartMockDelegate()
        let viewController = CartViewController()
        viewController.businessControllers = [CartDelegateBusinessController(delegate: delegate)]
        viewController.communicationCenter.broadcast { $0.didEmpty() }
        #expect(delegate.didEmptyCalls.count == 1)
    }

    @Test func aReleasedDelegateIsNotKeptAlive() {
        var delegate: CartMockDelegate? = CartMockDelegate()
        let businessController = CartDelegateBusinessController(delegate: delegate)
        #expect(businessController.delegate != nil)
        delegate = nil
        #expect(businessController.delegate == nil)
    }
}
