import UIKit

protocol EditorViewProtocol: AnyObject {
    func reload()
}

protocol EditorPresenterProtocol: AnyObject {
    func didLoad()
}

protocol EditorInteractorProtocol {
    func fetch()
}

protocol EditorRouterProtocol {
    func close()
}
