{% include "_includes/header.stencil" %}

import UIKit
{% include "_includes/testable-import.stencil" %}

/// What the {{ module }} tests show the module from: a {{ module }}Wireframe.Container in a key
/// window, as the app has it, and the {{ module }} screens it shows.
@MainActor
struct {{ module }}TestContainer {
    /// The window holding the container.
    let window = UIWindow(frame: .zero)
{% if presentation == "push" %}
    /// The navigation controller the module is pushed onto, with a root screen of the app's.
    let container = UINavigationController(rootViewController: UIViewController())
{% elif presentation == "tab" %}
    /// The tab bar controller the module is added to.
    let container = UITabBarController()
{% else %}
    /// The app's screen the module is presented from.
    let container = UIViewController()
{% endif %}

    init() {
        window.rootViewController = container
        window.makeKeyAndVisible()
    }

    /// The {{ module }} screens the container shows{% if presentation == "navigationModal" %}: the presented navigation controller's{% elif presentation == "push" %}: its navigation stack's{% elif presentation == "tab" %}: its tabs'{% else %}: the presented one, if any{% endif %}.
    var screens: [{{ module }}ViewController] {
{% if presentation == "navigationModal" %}
        let navigationController = container.presentedViewController as? UINavigationController
        return (navigationController?.viewControllers ?? []).compactMap { $0 as? {{ module }}ViewController }
{% elif presentation == "push" %}
        container.viewControllers.compactMap { $0 as? {{ module }}ViewController }
{% elif presentation == "tab" %}
        (container.viewControllers ?? []).compactMap { $0 as? {{ module }}ViewController }
{% else %}
        [container.presentedViewController].compactMap { $0 as? {{ module }}ViewController }
{% endif %}
    }
{% if routes %}

    /// The shown screens of type `Screen`, below the window's root: presented, or children of
    /// what is shown; for the screens of the modules {{ module }} opens.
    func screens<Screen: UIViewController>(of type: Screen.Type) -> [Screen] {
        var found: [Screen] = []
        var candidates = [window.rootViewController].compactMap { $0 }
        while !candidates.isEmpty {
            let candidate = candidates.removeFirst()
            if let screen = candidate as? Screen, !found.contains(where: { $0 === screen }) {
                found.append(screen)
            }
            candidates += candidate.children + [candidate.presentedViewController].compactMap { $0 }
        }
        return found
    }
{% endif %}
}
