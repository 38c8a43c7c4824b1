import UIKit

protocol MovieCellProtocol: AnyObject {
    func show(title: String)
}

final class MovieCell: UICollectionViewCell {
    var cellPresenter: MoviePresenter?
}

extension MovieCell: MovieCellProtocol {
    func show(title: String) {}
}
