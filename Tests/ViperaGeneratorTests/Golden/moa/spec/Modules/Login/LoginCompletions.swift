//
//  LoginCompletions.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Login module reports to whoever opened it: a completion for each event, all
/// given when the module is opened. The module's routable keeps them while its screen is shown,
/// so a completion that needs its caller captures it weakly.
struct LoginCompletions {
    /// Called when the module reports `didLogIn`.
    var didLogIn: (@MainActor (String) -> Void)?
    /// Called when the module reports `didCancel`.
    var didCancel: (@MainActor () -> Void)?
}
