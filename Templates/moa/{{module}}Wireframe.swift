{% include "_includes/header.stencil" %}

import UIKit

{% if presentation == "modal" %}
/// Presents the {{ module }} screen full-screen from a view controller.
{% elif presentation == "navigationModal" %}
/// Presents the {{ module }} screen full-screen inside its own navigation controller.
{% elif presentation == "customModal" %}
/// Presents the {{ module }} screen as a modal sheet of a custom size.
{% elif presentation == "push" %}
/// Pushes the {{ module }} screen onto a navigation controller.
{% else %}
/// Adds the {{ module }} screen as a tab of a tab bar controller.
{% endif %}
/// It keeps the container and the view controllers it presented weakly: it owns no screen and
/// never shows one twice.
@MainActor
final class {{ module }}Wireframe {
    /// What the module is shown from.
{% if presentation == "push" %}
    typealias Container = UINavigationController
{% elif presentation == "tab" %}
    typealias Container = UITabBarController
{% else %}
    typealias Container = UIViewController
{% endif %}

{% if presentation == "customModal" %}
    /// The size the screen asks for.
    static let contentSize = CGSize(width: 540, height: 620)

{% endif %}
{% if presentation == "push" %}
    private weak var container: UINavigationController?
{% elif presentation == "tab" %}
    private weak var container: UITabBarController?
{% else %}
    private weak var container: UIViewController?
{% endif %}
    private var presentedViewControllers: {{ module }}WeakCollection<UIViewController> = {{ module }}WeakCollection()

    init(container: Container) {
        self.container = container
    }

{% if presentation == "push" %}
    /// What the module is shown from when another module's screen opens it: the navigation
    /// controller that screen is in, if any.
    static func container(showing screen: UIViewController) -> Container? {
        screen as? UINavigationController ?? screen.navigationController
    }
{% elif presentation == "tab" %}
    /// What the module is shown from when another module's screen opens it: the tab bar
    /// controller that screen is in, if any.
    static func container(showing screen: UIViewController) -> Container? {
        screen as? UITabBarController ?? screen.tabBarController
    }
{% else %}
    /// What the module is shown from when another module's screen opens it: that screen.
    static func container(showing screen: UIViewController) -> Container? {
        screen
    }
{% endif %}

    /// Shows `presenter`'s screen, unless a screen this wireframe presented is still shown.
    func show(_ presenter: {{ module }}Presenter) {
        guard presentedViewControllers.isEmpty, let container else { return }
        let viewController = makeViewController()
        viewController.presenter = presenter
        presenter.view = viewController
{% if presentation == "modal" %}
        viewController.modalPresentationStyle = .fullScreen
        container.present(viewController, animated: true)
        presentedViewControllers.append(viewController)
{% elif presentation == "navigationModal" %}
        let navigationController = UINavigationController(rootViewController: viewController)
        navigationController.modalPresentationStyle = .fullScreen
        container.present(navigationController, animated: true)
        presentedViewControllers.append(navigationController)
{% elif presentation == "customModal" %}
        viewController.modalPresentationStyle = .formSheet
        viewController.preferredContentSize = Self.contentSize
        container.present(viewController, animated: true)
        presentedViewControllers.append(viewController)
{% elif presentation == "push" %}
        container.pushViewController(viewController, animated: true)
        presentedViewControllers.append(viewController)
{% else %}
        container.setViewControllers((container.viewControllers ?? []) + [viewController], animated: true)
        container.selectedViewController = viewController
        presentedViewControllers.append(viewController)
{% endif %}
    }

    /// Takes the screen away again.
    func close() {
        for viewController in presentedViewControllers.elements {
{% if presentation == "push" %}
            if container?.topViewController === viewController {
                container?.popViewController(animated: true)
            }
{% elif presentation == "tab" %}
            container?.viewControllers?.removeAll { $0 === viewController }
{% else %}
            viewController.dismiss(animated: true)
{% endif %}
        }
    }
{% for route in routes %}

    /// Opens the {{ route.module }} module from the screen this wireframe shows{% if route.outputs %}, reporting through
    /// `completions`{% endif %}; nothing opens while no screen is shown, nor when the screen is not in what
    /// {{ route.module }} is shown from (a navigation or tab bar controller).
    @discardableResult
    func open(_ module: {{ route.module }}Module, with parameters: {{ route.module }}Parameters{% if route.outputs %}, completions: {{ route.module }}Completions{% endif %}) -> (any {{ route.module }}Routable)? {
        guard let screen = presentedViewControllers.elements.first, let container = {{ route.module }}Wireframe.container(showing: screen) else { return nil }
        return module.open(parameters, from: container{% if route.outputs %}, completions: completions{% endif %})
    }
{% endfor %}

    private func makeViewController() -> {{ module }}ViewController {
{% if storyboard or initialViewController %}
        let storyboard = UIStoryboard(name: "{% if storyboard %}{{ storyboard }}{% else %}{{ module }}{% endif %}", bundle: nil)
{% if initialViewController %}
        let viewController = storyboard.instantiateViewController(withIdentifier: "{{ initialViewController }}")
{% else %}
        let viewController = storyboard.instantiateInitialViewController()
{% endif %}
        guard let viewController = viewController as? {{ module }}ViewController else {
            fatalError("the {{ module }} storyboard's view controller must be a {{ module }}ViewController")
        }
        return viewController
{% else %}
        {{ module }}ViewController()
{% endif %}
    }
}
