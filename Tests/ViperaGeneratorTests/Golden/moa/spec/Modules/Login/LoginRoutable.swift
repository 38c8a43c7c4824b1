//
//  LoginRoutable.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The Login module's contract, what application services route to. The module's presenter
/// is its routable; the module entry point keeps each one only weakly.
@MainActor
protocol LoginRoutable: AnyObject {
    /// The parameters this routable was created with.
    var parameters: LoginParameters { get }

    /// Shows the module's screen, unless it is already shown.
    func route()

    /// Whom the module reports its events to; opening the module again replaces them.
    var completions: LoginCompletions { get set }

    /// Takes the module's screen away: whoever opened the module calls it once the module
    /// reported what it needed.
    func close()
}
