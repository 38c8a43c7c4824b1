//
//  LoginBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Builds a Login module with all its dependencies injected.
@MainActor
protocol LoginBuilder {
    /// Builds a new module and returns its view controller; releasing that view controller
    /// releases the whole module.
    func build() -> UIViewController
}
