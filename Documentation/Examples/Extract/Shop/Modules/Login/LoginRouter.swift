//
//  LoginRouter.swift
//  Shop
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

import UIKit

protocol LoginRouterProtocol: AnyObject {}

final class LoginRouter: LoginRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = LoginViewController()
        let router = LoginRouter()
        let presenter = LoginPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
