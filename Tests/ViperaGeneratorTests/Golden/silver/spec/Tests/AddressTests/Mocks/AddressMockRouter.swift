//
//  AddressMockRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit
@testable import Shop

/// A Address router that records how its caller configured it and fires the callbacks on
/// request: for the tests of modules that show Address.
@MainActor
final class AddressMockRouter: AddressRouterProtocol {
    private weak var shownViewController: UIViewController?
    private var doneHandler: (@MainActor () -> Void)?
    private var cancelHandler: (@MainActor () -> Void)?
    private var didChooseAddressHandler: (@MainActor (String, Int) -> Void)?
    private var didClearHandler: (@MainActor () -> Void)?
    /// How many times `configure(…)` was called.
    private(set) var configureCallCount = 0

    /// A new, empty view controller on first use, kept weakly as the module's router keeps it.
    var viewController: UIViewController {
        if let shownViewController {
            return shownViewController
        }
        let viewController = UIViewController()
        shownViewController = viewController
        return viewController
    }

    func configure(
        doneHandler: @escaping @MainActor () -> Void,
        cancelHandler: @escaping @MainActor () -> Void,
        didChooseAddressHandler: @escaping @MainActor (String, Int) -> Void,
        didClearHandler: @escaping @MainActor () -> Void
    ) {
        configureCallCount += 1
        self.doneHandler = doneHandler
        self.cancelHandler = cancelHandler
        self.didChooseAddressHandler = didChooseAddressHandler
        self.didClearHandler = didClearHandler
    }

    /// Calls the done handler, as the module does when the user finishes.
    func finish() {
        doneHandler?()
    }

    /// Calls the cancel handler, as the module does when the user gives up.
    func cancel() {
        cancelHandler?()
    }

    /// Calls the `didChooseAddress` handler, as the module does when it reports it.
    func didChooseAddress(city: String, zip: Int) {
        didChooseAddressHandler?(city, zip)
    }

    /// Calls the `didClear` handler, as the module does when it reports it.
    func didClear() {
        didClearHandler?()
    }
}
