//
//  PaymentsWireframe.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Presents the Payments screen full-screen from a view controller.
/// It keeps the container and the view controllers it presented weakly: it owns no screen and
/// never shows one twice.
@MainActor
final class PaymentsWireframe {
    /// What the module is shown from.
    typealias Container = UIViewController

    private weak var container: UIViewController?
    private var presentedViewControllers: PaymentsWeakCollection<UIViewController> = PaymentsWeakCollection()

    init(container: Container) {
        self.container = container
    }

    /// What the module is shown from when another module's screen opens it: that screen.
    static func container(showing screen: UIViewController) -> Container? {
        screen
    }

    /// Shows `presenter`'s screen, unless a screen this wireframe presented is still shown.
    func show(_ presenter: PaymentsPresenter) {
        guard presentedViewControllers.isEmpty, let container else { return }
        let viewController = makeViewController()
        viewController.presenter = presenter
        presenter.view = viewController
        viewController.modalPresentationStyle = .fullScreen
        container.present(viewController, animated: true)
        presentedViewControllers.append(viewController)
    }

    /// Takes the screen away again.
    func close() {
        for viewController in presentedViewControllers.elements {
            viewController.dismiss(animated: true)
        }
    }

    private func makeViewController() -> PaymentsViewController {
        let storyboard = UIStoryboard(name: "Checkout", bundle: nil)
        let viewController = storyboard.instantiateInitialViewController()
        guard let viewController = viewController as? PaymentsViewController else {
            fatalError("the Payments storyboard's view controller must be a PaymentsViewController")
        }
        return viewController
    }
}
