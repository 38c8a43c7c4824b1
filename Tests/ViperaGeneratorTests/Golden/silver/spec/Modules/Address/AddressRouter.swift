//
//  AddressRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Address router: made with the module's parameters, it creates the view controller on
/// first use and keeps it weakly.
/// The view controller owns it, so the module lives as long as its screen.
@MainActor
final class AddressRouter: AddressRouterProtocol {
    private let street: String
    private weak var internalViewController: AddressViewController?
    private var doneHandler: (@MainActor () -> Void)?
    private var cancelHandler: (@MainActor () -> Void)?
    private var didChooseAddressHandler: (@MainActor (String, Int) -> Void)?
    private var didClearHandler: (@MainActor () -> Void)?

    init(street: String) {
        self.street = street
    }

    var viewController: UIViewController {
        if let internalViewController {
            return internalViewController
        }
        let interactor = AddressInteractor(service: inject(), street: street)
        let viewController = AddressViewController(router: self, interactor: interactor)
        interactor.view = viewController
        internalViewController = viewController
        return viewController
    }

    func configure(
        doneHandler: @escaping @MainActor () -> Void,
        cancelHandler: @escaping @MainActor () -> Void,
        didChooseAddressHandler: @escaping @MainActor (String, Int) -> Void,
        didClearHandler: @escaping @MainActor () -> Void
    ) {
        self.doneHandler = doneHandler
        self.cancelHandler = cancelHandler
        self.didChooseAddressHandler = didChooseAddressHandler
        self.didClearHandler = didClearHandler
    }

    /// The user finished: the caller decides what comes next.
    func done() {
        doneHandler?()
    }

    /// The user gave up: the caller takes the screen away.
    func cancel() {
        cancelHandler?()
    }

    /// Reports `didChooseAddress` to the caller.
    func didChooseAddress(city: String, zip: Int) {
        didChooseAddressHandler?(city, zip)
    }

    /// Reports `didClear` to the caller.
    func didClear() {
        didClearHandler?()
    }
}
