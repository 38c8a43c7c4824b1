import UIKit

final class EditorScreen: UIViewController, EditorViewProtocol {
    var presenter: EditorPresenterProtocol?
    func reload() {}
}
