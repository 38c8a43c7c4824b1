//
//  ShopBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Builds the Shop screen with its business controllers. It keeps nothing of what it
/// builds.
@MainActor
struct ShopBuilder {
    func build() -> UIViewController {
        let viewController = ShopViewController()
        viewController.businessControllers = [
            ShopContentBusinessController(viewController: viewController),
            ShopRoutingBusinessController(viewController: viewController),
        ]
        return viewController
    }
}
