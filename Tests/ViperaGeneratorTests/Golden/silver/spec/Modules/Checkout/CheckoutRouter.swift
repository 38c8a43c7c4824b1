//
//  CheckoutRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Checkout router: made with the module's parameters, it creates the view controller on
/// first use and keeps it weakly, as it keeps the routers of the modules it shows.
/// The view controller owns it, so the module lives as long as its screen.
@MainActor
final class CheckoutRouter: CheckoutRouterProtocol {
    private weak var internalViewController: CheckoutViewController?
    private weak var addressRouter: (any AddressRouterProtocol)?
    private var doneHandler: (@MainActor () -> Void)?
    private var cancelHandler: (@MainActor () -> Void)?

    init() {}

    var viewController: UIViewController {
        if let internalViewController {
            return internalViewController
        }
        let interactor = CheckoutInteractor(service: inject())
        let viewController = CheckoutViewController(router: self, interactor: interactor)
        interactor.view = viewController
        internalViewController = viewController
        return viewController
    }

    func configure(doneHandler: @escaping @MainActor () -> Void, cancelHandler: @escaping @MainActor () -> Void) {
        self.doneHandler = doneHandler
        self.cancelHandler = cancelHandler
    }

    /// The user finished: the caller decides what comes next.
    func done() {
        doneHandler?()
    }

    /// The user gave up: the caller takes the screen away.
    func cancel() {
        cancelHandler?()
    }

    /// Shows the Address module and takes it away again when it is done or cancelled, or
    /// reports an event.
    func showAddress(street: String) {
        let module = AddressAssembly.module(street: street)
        addressRouter = module.router
        let close: @MainActor () -> Void = { [weak destination = module.viewController] in
            if let navigationController = destination?.navigationController {
                navigationController.popViewController(animated: true)
            } else {
                destination?.dismiss(animated: true)
            }
        }
        module.router.configure(
            doneHandler: close,
            cancelHandler: close,
            didChooseAddressHandler: { city, zip in close() },
            didClearHandler: close
        )
        if let navigationController = internalViewController?.navigationController {
            navigationController.pushViewController(module.viewController, animated: true)
        } else {
            internalViewController?.present(module.viewController, animated: true)
        }
    }
}
