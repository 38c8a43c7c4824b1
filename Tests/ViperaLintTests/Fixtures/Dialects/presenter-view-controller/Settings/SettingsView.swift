import UIKit

/// Broken: the root view owns the view controller that owns it.
final class SettingsView: UIView {
    var controller: SettingsViewController?
}
