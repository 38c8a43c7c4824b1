import UIKit

final class DialogViewController: UIViewController {
    weak var router: DialogRouter?

    func close() {
        router?.dismiss()
    }
}
