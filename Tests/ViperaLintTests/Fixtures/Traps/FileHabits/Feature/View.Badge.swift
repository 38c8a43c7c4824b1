import UIKit

final class BadgeView: UIView {}
