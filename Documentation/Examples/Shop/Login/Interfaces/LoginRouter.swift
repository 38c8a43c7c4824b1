//
//  LoginRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Navigation out of the Login module.
@MainActor
protocol LoginRouter {
    /// Closes the module: pops it from its navigation stack, or dismisses it when presented.
    func close()
}
