import UIKit

/// Owns the flow: its navigation controller and the modules it shows.
final class OnboardingCoordinator: OnboardingModuleOutput {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let view = OnboardingViewController()
        let presenter = OnboardingPresenter()
        view.output = presenter
        presenter.view = view
        presenter.moduleOutput = self
        navigationController.pushViewController(view, animated: false)
    }

    func onboardingDidFinish() {
        navigationController.popViewController(animated: true)
    }
}
