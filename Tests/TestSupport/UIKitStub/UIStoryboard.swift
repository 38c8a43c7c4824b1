// Storyboards. Linux has no storyboard files: the stub has UIKit's API shape so code that loads
// from a storyboard type-checks, but it finds no storyboard at run time.

/// A design-time graph of view controllers, loaded from a compiled `.storyboard` file.
@MainActor
open class UIStoryboard: NSObject {
    private let name: String

    /// Loads the storyboard `name` from `storyboardBundleOrNil` (the main bundle when `nil`).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's initial view controller, or `nil` when it has none (always, here).
    open func instantiateInitialViewController() -> UIViewController? {
        nil
    }

    /// The view controller with storyboard ID `identifier`. UIKit raises an exception when the
    /// storyboard has none; the stub, which has no storyboards, stops the same way.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        fatalError("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
    }
}
