//
//  CartPresenterTests.swift
//  ShopTests
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

@testable import Shop
import XCTest

final class CartPresenterTests: XCTestCase {
    private final class ViewSpy: CartViewProtocol {
        var titles: [String] = []
        func show(title: String) { titles.append(title) }
    }

    func testShowsTheTitle() {
        let view = ViewSpy()
        let presenter = CartPresenter(view: view, interactor: CartInteractor(), router: CartRouter())
        presenter.viewDidLoad()
        XCTAssertEqual(view.titles, ["Cart (0)"])
    }
}
