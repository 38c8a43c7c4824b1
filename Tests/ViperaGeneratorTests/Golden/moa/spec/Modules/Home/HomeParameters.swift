//
//  HomeParameters.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Home module is called with: the parameters of its contract. Calling the module
/// again with equal parameters shows the live screen instead of creating another.
struct HomeParameters: Hashable, Sendable {
}
