//
//  HomeBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Builds the Home screen with its business controllers. It keeps nothing of what it
/// builds.
@MainActor
struct HomeBuilder {
    func build() -> UIViewController {
        let viewController = HomeViewController()
        viewController.businessControllers = [
            HomeContentBusinessController(viewController: viewController),
        ]
        return viewController
    }
}
