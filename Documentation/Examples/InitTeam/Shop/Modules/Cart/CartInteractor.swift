//
//  CartInteractor.swift
//  Shop
//
//  Created by Jane Doe on 12/03/2024.
//  Copyright © 2024 Acme. All rights reserved.
//

protocol CartInteractorProtocol: AnyObject {
    func itemCount() -> Int
}

final class CartInteractor: CartInteractorProtocol {
    private var items: [String] = []

    func itemCount() -> Int {
        items.count
    }
}
