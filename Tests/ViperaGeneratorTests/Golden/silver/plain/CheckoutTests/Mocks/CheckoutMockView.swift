//
//  CheckoutMockView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Checkout view that records what it was asked to show.
@MainActor
final class CheckoutMockView: CheckoutViewProtocol {
    /// Every title passed to `display(title:)`, in order.
    private(set) var displayedTitles: [String] = []
    /// Every message passed to `display(errorMessage:)`, in order.
    private(set) var displayedErrorMessages: [String] = []

    func display(title: String) {
        displayedTitles.append(title)
    }

    func display(errorMessage: String) {
        displayedErrorMessages.append(errorMessage)
    }
}
