//
//  LoginPresenter.swift
//  Shop
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

protocol LoginPresenterProtocol: AnyObject {
    func viewDidLoad()
}

final class LoginPresenter: LoginPresenterProtocol {
    weak var view: LoginViewProtocol?
    private let router: LoginRouterProtocol

    init(view: LoginViewProtocol, router: LoginRouterProtocol) {
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: "Login")
    }
}
