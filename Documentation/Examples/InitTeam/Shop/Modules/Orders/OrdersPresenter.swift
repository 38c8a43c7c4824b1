//
//  OrdersPresenter.swift
//  Shop
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

protocol OrdersPresenterProtocol: AnyObject {
    func viewDidLoad()
}

final class OrdersPresenter: OrdersPresenterProtocol {
    weak var view: OrdersViewProtocol?
    private let router: OrdersRouterProtocol

    init(view: OrdersViewProtocol, router: OrdersRouterProtocol) {
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: "Orders")
    }
}
