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
