//
//  LoginView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Login screen can show; class-bound, so the presenter holds it weakly.
@MainActor
protocol LoginView: AnyObject {
    func display(title: String)
}
