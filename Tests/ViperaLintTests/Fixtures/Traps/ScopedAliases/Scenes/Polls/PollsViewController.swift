import UIKit

protocol PollsDisplayLogic: AnyObject {
    func display()
}

extension Polls {
    typealias DisplayLogic = PollsDisplayLogic

    final class ViewController: UIViewController, DisplayLogic {
        var interactor: BusinessLogic?

        override func viewDidLoad() {
            super.viewDidLoad()
            interactor?.load()
        }

        func display() {}
    }
}
