import UIKit

protocol WalletViewProtocol: AnyObject {
    func show(title: String)
}

protocol WalletPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol WalletInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol WalletRouterProtocol: AnyObject {
    func close()
}
