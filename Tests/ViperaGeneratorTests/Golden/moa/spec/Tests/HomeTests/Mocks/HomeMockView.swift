//
//  HomeMockView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Home view that records what it was asked to show.
@MainActor
final class HomeMockView: HomeView {
    /// Every title passed to `display(title:)`, in order.
    private(set) var displayedTitles: [String] = []

    func display(title: String) {
        displayedTitles.append(title)
    }
}
