import Foundation
import TestSupport
import Testing

/// The UIKit stub keeps objects alive like UIKit does, since the leak checks depend on it.
@Suite("UIKit stub ownership")
struct StubOwnershipTests {
    @Test("presenting, navigating, adding subviews and actions hold and release like UIKit")
    func ownership() throws {
        let result = try SwiftCompiler.buildAndRun(files: [], driver: Self.driver, languageMode: .swift6)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("ownership matches UIKit"), "\(result)")
    }

    /// Exits 1 with the first expectation that does not hold.
    private static let driver = #"""
        import UIKit

        /// Fails the process with `message` unless `condition` holds.
        func check(_ condition: Bool, _ message: String) {
            if !condition {
                print("FAILED: \(message)")
                exit(1)
            }
        }

        final class Counting: UIViewController {
            var viewDidLoadCount = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                viewDidLoadCount += 1
            }
        }

        let root = UIViewController()
        weak var presented: UINavigationController?
        do {
            let modal = UINavigationController(rootViewController: UIViewController())
            root.present(modal, animated: true)
            presented = modal
        }
        check(presented != nil, "the presenter holds the presented view controller")
        check(presented?.presentingViewController === root, "the presented view controller knows its presenter")
        check(presented?.viewControllers.first?.presentingViewController === root, "a presented container's child knows the presenter")
        presented?.viewControllers.first?.dismiss(animated: true)
        check(presented == nil, "dismissing from the presented child frees the presented view controller")

        let navigation = UINavigationController(rootViewController: root)
        weak var pushed: UIViewController?
        do {
            let top = UIViewController()
            navigation.pushViewController(top, animated: true)
            pushed = top
        }
        check(pushed?.navigationController === navigation, "a pushed view controller knows its navigation controller")
        check(navigation.popViewController(animated: true) != nil && pushed == nil, "popping frees the popped view controller")
        check(navigation.popViewController(animated: true) == nil, "the root cannot be popped")

        weak var subview: UIView?
        weak var action: UIAction?
        do {
            let button = UIButton(type: .system)
            var taps = 0
            let tap = UIAction { _ in taps += 1 }
            button.addAction(tap, for: .touchUpInside)
            action = tap
            root.view.addSubview(button)
            subview = button
            button.sendActions(for: .touchUpInside)
            check(taps == 1, "sending an event performs the action")
        }
        check(subview?.superview === root.view && action != nil, "a view holds its subviews, a control its actions")
        subview?.removeFromSuperview()
        check(subview == nil && action == nil, "removing a subview frees it and its actions")

        let counting = Counting()
        check(!counting.isViewLoaded, "the view is created lazily")
        _ = counting.view
        _ = counting.view
        check(counting.viewDidLoadCount == 1, "viewDidLoad runs once, on first access to the view")
        print("ownership matches UIKit")
        """#
}
