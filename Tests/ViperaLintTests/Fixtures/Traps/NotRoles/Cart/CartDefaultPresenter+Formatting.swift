// A second file of the same presenter imports UIKit again: still one finding for the presenter.
import UIKit

extension CartDefaultPresenter {
    func formatted(_ total: Int) -> String { "\(total)" }
}
