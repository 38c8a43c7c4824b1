//
//  AddressViewProtocol.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Address screen can show; class-bound, so the interactor holds it weakly.
@MainActor
protocol AddressViewProtocol: AnyObject {
    func display(title: String)
    func display(errorMessage: String)
}
