//
//  OrdersPresenterTests.swift
//  ShopTests
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

@testable import Shop
import XCTest

final class OrdersPresenterTests: XCTestCase {
    private final class ViewSpy: OrdersViewProtocol {
        var titles: [String] = []
        func show(title: String) { titles.append(title) }
    }

    func testShowsTheTitle() {
        let view = ViewSpy()
        let presenter = OrdersPresenter(view: view, router: OrdersRouter())
        presenter.viewDidLoad()
        XCTAssertEqual(view.titles, ["Orders"])
    }
}
