/// What the module reports to the coordinator that started it.
protocol OnboardingModuleOutput: AnyObject {
    func onboardingDidFinish()
}
