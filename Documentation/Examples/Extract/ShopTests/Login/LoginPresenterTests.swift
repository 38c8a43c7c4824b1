//
//  LoginPresenterTests.swift
//  ShopTests
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

@testable import Shop
import XCTest

final class LoginPresenterTests: XCTestCase {
    private final class ViewSpy: LoginViewProtocol {
        var titles: [String] = []
        func show(title: String) { titles.append(title) }
    }

    func testShowsTheTitle() {
        let view = ViewSpy()
        let presenter = LoginPresenter(view: view, router: LoginRouter())
        presenter.viewDidLoad()
        XCTAssertEqual(view.titles, ["Login"])
    }
}
