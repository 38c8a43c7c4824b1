import UIKit

@objc protocol LinkLabelDelegate: AnyObject {
    func linkLabel(_ label: LinkLabel, didTap url: URL)
}

final class LinkLabel: UILabel {
    @IBOutlet weak var delegate: LinkLabelDelegate?
}
