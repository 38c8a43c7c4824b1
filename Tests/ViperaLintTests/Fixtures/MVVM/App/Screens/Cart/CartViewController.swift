import Analytics
import UIKit

/// Breaks the layers: skips the service layer to reach a micro-service directly.
final class CartViewController: UIViewController {
    let service: any CartService
    let client = HTTPClient()
    var viewModel = CartViewModel()

    init(service: any CartService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }
}
