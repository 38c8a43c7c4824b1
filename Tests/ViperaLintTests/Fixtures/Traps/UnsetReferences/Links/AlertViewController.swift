import UIKit

final class AlertViewController: UIViewController, LinkLabelDelegate {
    @IBOutlet weak var bodyLabel: LinkLabel!
    @IBOutlet weak var footer: AlertFooterView!

    func linkLabel(_ label: LinkLabel, didTap url: URL) {}
}

final class AlertFooterView: UIView {
    @IBOutlet weak var owner: AlertViewController?
    var controller: AlertViewController?

    func attach(to controller: AlertViewController) {
        self.controller = controller
    }
}
