import UIKit

protocol FeesDisplayLogic: AnyObject {
    func display()
}

extension Fees {
    typealias DisplayLogic = FeesDisplayLogic

    final class ViewController: UIViewController, DisplayLogic {
        var interactor: BusinessLogic?

        override func viewDidLoad() {
            super.viewDidLoad()
            interactor?.load()
        }

        func display() {}
    }
}
