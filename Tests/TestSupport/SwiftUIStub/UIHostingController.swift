// Hosting SwiftUI in UIKit.

/// A UIKit view controller that shows a SwiftUI view. It holds its root view strongly; like
/// SwiftUI, it evaluates the root view's `body` when its view loads, tracking what the body reads
/// with Observation, and again after each change it observed.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown; setting it shows the new one.
    public var rootView: Content {
        didSet { if isViewLoaded { render() } }
    }

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Loads the controller from a storyboard with `rootView`.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    /// A storyboard gives no root view; subclasses that can make one override this.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    open override func loadView() {
        view = UIView()
        render()
    }

    /// Evaluates the root view's body, and again whenever something it read changes; a primitive
    /// root view (`Text`) has no body to evaluate.
    private func render() {
        guard Content.Body.self != Never.self else { return }
        withObservationTracking {
            _ = rootView.body
        } onChange: { [weak self] in
            Task { @MainActor in self?.render() }
        }
    }
}
