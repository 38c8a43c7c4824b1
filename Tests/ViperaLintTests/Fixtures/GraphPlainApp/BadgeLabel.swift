import UIKit

/// A label drawn as a badge.
final class BadgeLabel: UILabel {}
