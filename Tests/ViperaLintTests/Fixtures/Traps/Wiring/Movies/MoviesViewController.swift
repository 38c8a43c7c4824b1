import UIKit

final class MoviesViewController: UIViewController {
    func cell(in collectionView: UICollectionView, at indexPath: IndexPath, title: String) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "movie", for: indexPath) as? MovieCell else {
            return UICollectionViewCell()
        }
        let presenter = MoviePresenter(view: cell, title: title)
        cell.cellPresenter = presenter
        return cell
    }
}
