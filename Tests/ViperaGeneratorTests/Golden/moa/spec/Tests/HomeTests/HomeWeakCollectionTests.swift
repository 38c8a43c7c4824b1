//
//  HomeWeakCollectionTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `HomeWeakCollection` holds its elements weakly: a freed one drops out.
@MainActor
@Suite struct HomeWeakCollectionTests {
    @Test func aFreedElementDropsOut() {
        let parameters = HomeParameters()
        var collection = HomeWeakCollection<HomeMockRoutable>()
        let kept = HomeMockRoutable(parameters: parameters)
        collection.append(kept)
        collection.append(HomeMockRoutable(parameters: parameters))
        #expect(collection.elements.count == 1)
        #expect(collection.elements.first === kept)
    }

    @Test func isEmptyOnceEveryElementIsFreed() {
        let parameters = HomeParameters()
        var collection = HomeWeakCollection<HomeMockRoutable>()
        #expect(collection.isEmpty)
        collection.append(HomeMockRoutable(parameters: parameters))
        #expect(collection.isEmpty)
    }
}
