import UIKit

final class ProfileViewController: UIViewController {
    @IBOutlet private weak var header: ProfileHeaderView!

    override func viewDidLoad() {
        super.viewDidLoad()
        header.controller = self
    }
}
