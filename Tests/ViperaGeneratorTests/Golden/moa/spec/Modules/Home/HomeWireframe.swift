//
//  HomeWireframe.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Presents the Home screen full-screen from a view controller.
/// It keeps the container and the view controllers it presented weakly: it owns no screen and
/// never shows one twice.
@MainActor
final class HomeWireframe {
    /// What the module is shown from.
    typealias Container = UIViewController

    private weak var container: UIViewController?
    private var presentedViewControllers: HomeWeakCollection<UIViewController> = HomeWeakCollection()

    init(container: Container) {
        self.container = container
    }

    /// What the module is shown from when another module's screen opens it: that screen.
    static func container(showing screen: UIViewController) -> Container? {
        screen
    }

    /// Shows `presenter`'s screen, unless a screen this wireframe presented is still shown.
    func show(_ presenter: HomePresenter) {
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

    /// Opens the Login module from the screen this wireframe shows, reporting through
    /// `completions`; nothing opens while no screen is shown, nor when the screen is not in what
    /// Login is shown from (a navigation or tab bar controller).
    @discardableResult
    func open(_ module: LoginModule, with parameters: LoginParameters, completions: LoginCompletions) -> (any LoginRoutable)? {
        guard let screen = presentedViewControllers.elements.first, let container = LoginWireframe.container(showing: screen) else { return nil }
        return module.open(parameters, from: container, completions: completions)
    }

    private func makeViewController() -> HomeViewController {
        HomeViewController()
    }
}
