//
//  CheckoutRouterProtocol.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Checkout module as its caller sees it: its screen and its callbacks.
@MainActor
protocol CheckoutRouterProtocol: AnyObject {
    /// The module's screen, created on first use.
    var viewController: UIViewController { get }

    /// Sets every callback of the module at once, so none is forgotten.
    func configure(doneHandler: @escaping @MainActor () -> Void, cancelHandler: @escaping @MainActor () -> Void)
}
