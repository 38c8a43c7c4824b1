import Foundation

/// Keeps the signed-in session and tells the login interactor when it changes.
final class SessionStore {
    var interactor: (any LoginInteractor)?
    var onExpire: (() -> Void)?
}

struct SessionExpired: Error {}
