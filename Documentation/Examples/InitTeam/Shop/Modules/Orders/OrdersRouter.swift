//
//  OrdersRouter.swift
//  Shop
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

import UIKit

protocol OrdersRouterProtocol: AnyObject {}

final class OrdersRouter: OrdersRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = OrdersView()
        let router = OrdersRouter()
        let presenter = OrdersPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
