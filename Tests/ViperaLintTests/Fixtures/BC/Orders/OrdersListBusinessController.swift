/// A business controller of a module without its role protocol.
final class OrdersListBusinessController {
    weak var viewController: OrdersViewController?
}
