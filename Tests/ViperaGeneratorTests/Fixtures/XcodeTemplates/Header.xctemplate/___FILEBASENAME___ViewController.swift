//___FILEHEADER___

import UIKit

/// Generated at ___TIME___ for ___PACKAGENAME___.
final class ___FILEBASENAMEASIDENTIFIER___: UIViewController {
}
