protocol OnboardingViewOutput: AnyObject {
    func viewDidLoad()
    func didTapFinish()
}
