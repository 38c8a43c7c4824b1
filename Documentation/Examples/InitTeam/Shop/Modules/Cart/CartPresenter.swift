//
//  CartPresenter.swift
//  Shop
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

protocol CartPresenterProtocol: AnyObject {
    func viewDidLoad()
}

final class CartPresenter: CartPresenterProtocol {
    weak var view: CartViewProtocol?
    private let interactor: CartInteractorProtocol
    private let router: CartRouterProtocol

    init(view: CartViewProtocol, interactor: CartInteractorProtocol, router: CartRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: "Cart (\(interactor.itemCount()))")
    }
}
