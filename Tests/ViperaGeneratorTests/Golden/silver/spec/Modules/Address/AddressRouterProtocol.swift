//
//  AddressRouterProtocol.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Address module as its caller sees it: its screen and its callbacks.
@MainActor
protocol AddressRouterProtocol: AnyObject {
    /// The module's screen, created on first use.
    var viewController: UIViewController { get }

    /// Sets every callback of the module at once, so none is forgotten: done, cancel,
    /// and one for each event the module reports.
    func configure(
        doneHandler: @escaping @MainActor () -> Void,
        cancelHandler: @escaping @MainActor () -> Void,
        didChooseAddressHandler: @escaping @MainActor (String, Int) -> Void,
        didClearHandler: @escaping @MainActor () -> Void
    )
}
