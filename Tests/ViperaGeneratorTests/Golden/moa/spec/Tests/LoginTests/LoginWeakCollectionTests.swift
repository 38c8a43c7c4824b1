//
//  LoginWeakCollectionTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `LoginWeakCollection` holds its elements weakly: a freed one drops out.
@MainActor
@Suite struct LoginWeakCollectionTests {
    @Test func aFreedElementDropsOut() {
        let reason = "reason"
        let parameters = LoginParameters(reason: reason)
        var collection = LoginWeakCollection<LoginMockRoutable>()
        let kept = LoginMockRoutable(parameters: parameters)
        collection.append(kept)
        collection.append(LoginMockRoutable(parameters: parameters))
        #expect(collection.elements.count == 1)
        #expect(collection.elements.first === kept)
    }

    @Test func isEmptyOnceEveryElementIsFreed() {
        let reason = "reason"
        let parameters = LoginParameters(reason: reason)
        var collection = LoginWeakCollection<LoginMockRoutable>()
        #expect(collection.isEmpty)
        collection.append(LoginMockRoutable(parameters: parameters))
        #expect(collection.isEmpty)
    }
}
