import UIKit

final class ArchiveScreen: UIViewController, ArchiveViewProtocol {
    var presenter: ArchivePresenterProtocol?
    func reload() {}
}
