//
//  PaymentsRoutable.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The Payments module's contract, what application services route to. The module's presenter
/// is its routable; the module entry point keeps each one only weakly.
@MainActor
protocol PaymentsRoutable: AnyObject {
    /// The parameters this routable was created with.
    var parameters: PaymentsParameters { get }

    /// Shows the module's screen, unless it is already shown.
    func route()
}
