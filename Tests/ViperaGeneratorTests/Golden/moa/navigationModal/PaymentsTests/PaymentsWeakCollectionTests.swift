//
//  PaymentsWeakCollectionTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `PaymentsWeakCollection` holds its elements weakly: a freed one drops out.
@MainActor
@Suite struct PaymentsWeakCollectionTests {
    @Test func aFreedElementDropsOut() {
        let parameters = PaymentsParameters()
        var collection = PaymentsWeakCollection<PaymentsMockRoutable>()
        let kept = PaymentsMockRoutable(parameters: parameters)
        collection.append(kept)
        collection.append(PaymentsMockRoutable(parameters: parameters))
        #expect(collection.elements.count == 1)
        #expect(collection.elements.first === kept)
    }

    @Test func isEmptyOnceEveryElementIsFreed() {
        let parameters = PaymentsParameters()
        var collection = PaymentsWeakCollection<PaymentsMockRoutable>()
        #expect(collection.isEmpty)
        collection.append(PaymentsMockRoutable(parameters: parameters))
        #expect(collection.isEmpty)
    }
}
