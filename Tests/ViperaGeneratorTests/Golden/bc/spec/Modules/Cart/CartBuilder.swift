//
//  CartBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Builds the Cart screen with its business controllers. It keeps nothing of what it
/// builds.
@MainActor
struct CartBuilder {
    /// - Parameter delegate: hears what the screen reports; held weakly.
    func build(delegate: (any CartDelegate)?) -> UIViewController {
        let viewController = CartViewController()
        viewController.businessControllers = [
            CartItemsBusinessController(viewController: viewController),
            CartDelegateBusinessController(delegate: delegate),
        ]
        return viewController
    }
}
