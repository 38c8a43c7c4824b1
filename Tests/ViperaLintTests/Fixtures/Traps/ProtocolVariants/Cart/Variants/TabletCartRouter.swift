import UIKit

final class TabletCartRouter: CartRouterProtocol {
    weak var splitViewController: UISplitViewController?

    func close() {
        splitViewController?.dismiss(animated: true)
    }
}
