//
//  LoginDefaultRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Default Login router: navigates from the module's view controller.
@MainActor
final class LoginDefaultRouter: LoginRouter {
    weak var viewController: UIViewController?
    var presenter: (any LoginPresenter)?

    func close() {
        guard let viewController else { return }
        if let navigationController = viewController.navigationController,
           navigationController.viewControllers.first !== viewController {
            navigationController.popViewController(animated: true)
        } else {
            viewController.dismiss(animated: true)
        }
    }
}
