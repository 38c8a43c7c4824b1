import UIKit

final class ScanViewController: UIViewController, ScanViewType {
    var presenter: ScanPresenterType?
    func show(title: String) {}
}
