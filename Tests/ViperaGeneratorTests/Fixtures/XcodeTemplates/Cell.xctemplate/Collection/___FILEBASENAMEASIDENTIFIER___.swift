// ___FILENAME___ (code)
import UIKit

final class ___FILEBASENAMEASIDENTIFIER___: UICollectionViewCell {
    static let reuseIdentifier = "___VARIABLE_reuseIdentifier___"
}
