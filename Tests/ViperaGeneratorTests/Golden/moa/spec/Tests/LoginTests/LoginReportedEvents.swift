//
//  LoginReportedEvents.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// Records what the Login module reported through the completions it made.
@MainActor
final class LoginReportedEvents {
    /// Each event, followed by its arguments, in order.
    private(set) var events: [String] = []

    /// Completions that record each event.
    var completions: LoginCompletions {
        LoginCompletions(
            didLogIn: { [self] token in events.append("didLogIn \(token)") },
            didCancel: { [self] in events.append("didCancel") }
        )
    }
}
