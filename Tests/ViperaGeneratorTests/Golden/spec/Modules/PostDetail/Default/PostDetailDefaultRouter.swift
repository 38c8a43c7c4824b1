//
//  PostDetailDefaultRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Default PostDetail router: navigates from the module's view controller.
@MainActor
final class PostDetailDefaultRouter: PostDetailRouter {
    weak var viewController: UIViewController?
    weak var presenter: (any PostDetailPresenter)?

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
