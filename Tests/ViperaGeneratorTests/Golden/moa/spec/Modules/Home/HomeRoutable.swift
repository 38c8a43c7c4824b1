//
//  HomeRoutable.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The Home module's contract, what application services route to. The module's presenter
/// is its routable; the module entry point keeps each one only weakly.
@MainActor
protocol HomeRoutable: AnyObject {
    /// The parameters this routable was created with.
    var parameters: HomeParameters { get }

    /// Shows the module's screen, unless it is already shown.
    func route()
}
