//
//  ShopTests.swift
//  ShopTests
//

import XCTest

final class ShopTests: XCTestCase {
    func testLaunches() {
        XCTAssertTrue(true)
    }
}
