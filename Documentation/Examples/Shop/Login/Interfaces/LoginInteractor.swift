//
//  LoginInteractor.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Fetches and prepares the Login module's data from injected services. It knows nothing of
/// the view; it reports back to the presenter.
@MainActor
protocol LoginInteractor {
    /// Loads the content and reports it to the presenter.
    func loadContent()
}
