//
//  CartView.swift
//  Shop
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

import UIKit

protocol CartViewProtocol: AnyObject {
    func show(title: String)
}

final class CartView: UIViewController, CartViewProtocol {
    var presenter: CartPresenterProtocol?
    static let accessibilityPrefix = "cart_screen"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = Self.accessibilityPrefix
        presenter?.viewDidLoad()
    }

    func show(title: String) {
        self.title = title
    }
}
