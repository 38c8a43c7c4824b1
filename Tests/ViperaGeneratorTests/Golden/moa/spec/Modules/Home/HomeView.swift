//
//  HomeView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Home screen can show; class-bound, so the presenter holds it weakly.
@MainActor
protocol HomeView: AnyObject {
    func display(title: String)
}
