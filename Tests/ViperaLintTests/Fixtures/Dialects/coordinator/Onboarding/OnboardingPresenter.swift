final class OnboardingPresenter: OnboardingViewOutput {
    weak var view: OnboardingViewInput?
    weak var moduleOutput: OnboardingModuleOutput?

    func viewDidLoad() {
        view?.show(pages: ["Welcome"])
    }

    func didTapFinish() {
        moduleOutput?.onboardingDidFinish()
    }
}
