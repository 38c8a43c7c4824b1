//
//  CartRouter.swift
//  Shop
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

import UIKit

protocol CartRouterProtocol: AnyObject {}

final class CartRouter: CartRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = CartView()
        let router = CartRouter()
        let presenter = CartPresenter(view: view, interactor: CartInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
