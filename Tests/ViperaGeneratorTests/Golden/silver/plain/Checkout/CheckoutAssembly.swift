//
//  CheckoutAssembly.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Assembles the Checkout module. It keeps nothing of what it assembles.
@MainActor
enum CheckoutAssembly {
    /// The module's router, made with the module's parameters, and its view controller.
    static func module() -> Module<any CheckoutRouterProtocol> {
        let router = CheckoutRouter()
        return Module(router: router, viewController: router.viewController)
    }
}
