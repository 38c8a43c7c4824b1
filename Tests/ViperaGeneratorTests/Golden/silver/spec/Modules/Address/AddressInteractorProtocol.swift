//
//  AddressInteractorProtocol.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The Address module's logic: loads what the screen shows.
@MainActor
protocol AddressInteractorProtocol: AnyObject {
    func loadContent()
}
