import UIKit

final class CartDefaultRouter: CartRouter {
    var viewController: UIViewController?
    unowned var presenter: any CartPresenter

    init(presenter: any CartPresenter) { self.presenter = presenter }
}

final class CartDefaultInteractor: CartInteractor {
    var presenter: (any CartPresenter)?
}

final class CartDefaultPresenter: CartPresenter {
    var view: CartDefaultView?
    weak var interactor: (any CartInteractor)?
    weak var router: (any CartRouter)?
}

final class CartDefaultView: UIViewController, CartView {
    weak var presenter: (any CartPresenter)?
}

final class CartDefaultBuilder: CartBuilder {
    private var presenter: CartDefaultPresenter?
}
