import UIKit

protocol ArchiveViewProtocol: AnyObject {
    func reload()
}

protocol ArchivePresenterProtocol: AnyObject {
    func didLoad()
}

protocol ArchiveInteractorProtocol {
    func fetch()
}

protocol ArchiveRouterProtocol {
    func close()
}
