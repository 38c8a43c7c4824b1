import UIKit

/// What a screen showing a dialog offers: the dialog asks it to present and dismiss.
protocol DialogRouter: AnyObject {
    func present(_ controller: UIViewController)
    func dismiss()
}
