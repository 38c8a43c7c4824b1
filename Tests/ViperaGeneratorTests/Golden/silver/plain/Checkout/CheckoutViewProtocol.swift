//
//  CheckoutViewProtocol.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Checkout screen can show; class-bound, so the interactor holds it weakly.
@MainActor
protocol CheckoutViewProtocol: AnyObject {
    func display(title: String)
    func display(errorMessage: String)
}
