//
//  PaymentsView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Payments screen can show; class-bound, so the presenter holds it weakly.
@MainActor
protocol PaymentsView: AnyObject {
    func display(title: String)
}
