//
//  PostDetailRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Navigation out of the PostDetail module.
@MainActor
protocol PostDetailRouter {
    /// Closes the module: pops it from its navigation stack, or dismisses it when presented.
    func close()
}
