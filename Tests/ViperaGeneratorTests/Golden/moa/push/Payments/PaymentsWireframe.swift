//
//  PaymentsWireframe.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Pushes the Payments screen onto a navigation controller.
/// It keeps the container and the view controllers it presented weakly: it owns no screen and
/// never shows one twice.
@MainActor
final class PaymentsWireframe {
    /// What the module is shown from.
    typealias Container = UINavigationController

    private weak var container: UINavigationController?
    private var presentedViewControllers: PaymentsWeakCollection<UIViewController> = PaymentsWeakCollection()

    init(container: Container) {
        self.container = container
    }

    /// What the module is shown from when another module's screen opens it: the navigation
    /// controller that screen is in, if any.
    static func container(showing screen: UIViewController) -> Container? {
        screen as? UINavigationController ?? screen.navigationController
    }

    /// Shows `presenter`'s screen, unless a screen this wireframe presented is still shown.
    func show(_ presenter: PaymentsPresenter) {
        guard presentedViewControllers.isEmpty, let container else { return }
        let viewController = makeViewController()
        viewController.presenter = presenter
        presenter.view = viewController
        container.pushViewController(viewController, animated: true)
        presentedViewControllers.append(viewController)
    }

    /// Takes the screen away again.
    func close() {
        for viewController in presentedViewControllers.elements {
            if container?.topViewController === viewController {
                container?.popViewController(animated: true)
            }
        }
    }

    private func makeViewController() -> PaymentsViewController {
        PaymentsViewController()
    }
}
