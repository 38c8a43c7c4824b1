//
//  AddressAssembly.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Assembles the Address module. It keeps nothing of what it assembles.
@MainActor
enum AddressAssembly {
    /// The module's router, made with the module's parameters, and its view controller.
    static func module(street: String) -> Module<any AddressRouterProtocol> {
        let router = AddressRouter(street: street)
        return Module(router: router, viewController: router.viewController)
    }
}
