// Colors, fonts, images and text alignment. Like in UIKit, these are immutable and `Sendable`,
// usable from any isolation domain.

/// A color; the named system colors only carry their name.
open class UIColor: NSObject, @unchecked Sendable {
    private let name: String

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = "rgba(\(red), \(green), \(blue), \(alpha))"
    }

    public init(white: CGFloat, alpha: CGFloat) {
        name = "white(\(white), \(alpha))"
    }

    private init(named name: String) {
        self.name = name
    }

    open override var description: String { name }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(named: "\(name) alpha \(alpha)") }

    open class var black: UIColor { UIColor(named: "black") }
    open class var white: UIColor { UIColor(named: "white") }
    open class var clear: UIColor { UIColor(named: "clear") }
    open class var red: UIColor { UIColor(named: "red") }
    open class var gray: UIColor { UIColor(named: "gray") }
    open class var systemBackground: UIColor { UIColor(named: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(named: "secondarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(named: "systemGroupedBackground") }
    open class var label: UIColor { UIColor(named: "label") }
    open class var secondaryLabel: UIColor { UIColor(named: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(named: "tertiaryLabel") }
    open class var placeholderText: UIColor { UIColor(named: "placeholderText") }
    open class var separator: UIColor { UIColor(named: "separator") }
    open class var link: UIColor { UIColor(named: "link") }
    open class var tintColor: UIColor { UIColor(named: "tintColor") }
    open class var systemBlue: UIColor { UIColor(named: "systemBlue") }
    open class var systemRed: UIColor { UIColor(named: "systemRed") }
    open class var systemGreen: UIColor { UIColor(named: "systemGreen") }
    open class var systemGray: UIColor { UIColor(named: "systemGray") }
}

/// A font; only its size and a description are kept.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's point size.
    public let pointSize: CGFloat
    private let name: String

    private init(name: String, pointSize: CGFloat) {
        self.name = name
        self.pointSize = pointSize
    }

    open override var description: String { "\(name) \(pointSize)pt" }

    /// A Dynamic Type text style.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    }

    /// A font weight.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: style.rawValue, pointSize: 17)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(name: "system weight \(weight.rawValue)", pointSize: fontSize)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: "system bold", pointSize: fontSize)
    }
}

/// An image; only its name is kept.
open class UIImage: NSObject, @unchecked Sendable {
    private let name: String

    /// An image from the asset catalog; this stub finds every name.
    public init?(named name: String) {
        self.name = name
    }

    /// An SF Symbol; this stub finds every name.
    public init?(systemName name: String) {
        self.name = "system:\(name)"
    }

    open override var description: String { name }
}

/// How text lines are aligned.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
