//
//  PaymentsBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Builds the Payments screen with its business controllers. It keeps nothing of what it
/// builds.
@MainActor
struct PaymentsBuilder {
    func build() -> UIViewController {
        let viewController = PaymentsViewController()
        viewController.businessControllers = [
            PaymentsLoginBusinessController(viewController: viewController),
            PaymentsAnalyticsBusinessController(viewController: viewController),
        ]
        return viewController
    }
}
