import UIKit

/// Breaks the BC rules: holds its communication center weakly, so it is freed at once.
final class CheckoutViewController: UIViewController {
    weak var communicationCenter: CheckoutCommunicationCenter?
    var businessControllers: [any CheckoutBusinessController] = []
}
