//
//  CheckoutInteractorProtocol.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The Checkout module's logic: loads what the screen shows.
@MainActor
protocol CheckoutInteractorProtocol: AnyObject {
    func loadContent()
}
