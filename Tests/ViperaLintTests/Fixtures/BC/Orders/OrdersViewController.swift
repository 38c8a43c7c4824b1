import UIKit

/// Breaks the BC rules: its business controller has no OrdersBusinessController protocol.
final class OrdersViewController: UIViewController {
    var businessControllers: [OrdersListBusinessController] = []
}
