import UIKit

/// Breaks the rules: a view model that is a class, and knows UIKit.
final class CartViewModel {
    var title = ""
}
