protocol OnboardingViewInput: AnyObject {
    func show(pages: [String])
}
