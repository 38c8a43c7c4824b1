// A stand-in for Apple's UIKit, compiled into a module named `UIKit` so that generated iOS code
// type-checks and runs on Linux. It mirrors UIKit's API shapes, actor isolation (UIKit classes
// are `@MainActor`; UIColor, UIFont and UIImage are `Sendable` and usable anywhere) and ownership
// (who holds whom strongly or weakly), so that the compiler and the leak driver judge generated
// code as they would on iOS. Nothing is drawn: layout is recorded, not computed.
//
// The tests compile every file of this folder with `swiftc` into module `UIKit`
// (see `../SwiftCompiler.swift`).

@_exported import Foundation

/// The base of everything that takes part in the responder chain.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder; views and view controllers do not link theirs in this stub.
    open var next: UIResponder? { nil }

    @discardableResult
    open func becomeFirstResponder() -> Bool { true }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}

/// The running app.
@MainActor
open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    /// The app's single instance.
    open class var shared: UIApplication { instance }

    /// The key under which `open(_:options:completionHandler:)` takes an option.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Whether some installed app can open `url`.
    open func canOpenURL(_ url: URL) -> Bool { true }

    /// Opens `url` in the app that handles it; reports whether it did.
    open func open(
        _ url: URL,
        options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completion?(true)
    }

    /// Opens `url` in the app that handles it and returns whether it did.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        true
    }
}

/// A window: the root of a view hierarchy, showing a root view controller.
@MainActor
open class UIWindow: UIView {
    /// The view controller whose view fills the window; held strongly.
    open var rootViewController: UIViewController?

    /// Whether `makeKeyAndVisible()` was called.
    open private(set) var isKeyWindow = false

    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }
}
