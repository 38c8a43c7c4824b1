import UIKit

final class OnboardingViewController: UIViewController, OnboardingViewInput {
    var output: OnboardingViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        output?.viewDidLoad()
    }

    func show(pages: [String]) {}
}
