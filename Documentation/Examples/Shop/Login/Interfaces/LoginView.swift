//
//  LoginView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Login screen can show. The presenter holds it weakly, so it is class-bound.
@MainActor
protocol LoginView: AnyObject {
    /// Shows the screen's title.
    func display(title: String)

    /// Shows a message explaining why the content could not be loaded.
    func display(errorMessage: String)
}
