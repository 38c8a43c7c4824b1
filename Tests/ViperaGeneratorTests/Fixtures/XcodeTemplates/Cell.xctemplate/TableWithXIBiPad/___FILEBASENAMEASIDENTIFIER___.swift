// ___FILENAME___ (WithXIBiPad)
import UIKit

final class ___FILEBASENAMEASIDENTIFIER___: UITableViewCell {
    static let reuseIdentifier = "___VARIABLE_reuseIdentifier___"
}
