// The views and modifiers generated code uses.

/// Read-only text.
public struct Text: Equatable, Sendable {
    let content: String

    /// Text showing `content` as it is.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }
}

/// Its children stacked vertically.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Where a vertical stack aligns its children.
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String

    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// A control that runs an action when tapped.
public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    /// A button labelled with `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A spinner, or a bar when given a fraction.
public struct ProgressView {
    public init() {}
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// A text style.
public struct Font: Hashable, Sendable {
    let name: String

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let body = Font(name: "body")
    public static let caption = Font(name: "caption")
}

/// How the lines of a multiline text align.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// Edges of a view.
public struct Edge: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// What a modifier records.
struct _ViewSetting<Value> {
    let name: String
    let value: Value
}

extension View {
    /// Pads the view on `edges` by `length`, or by the system's spacing.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedContent(content: self, modifier: _ViewSetting(name: "padding", value: (edges.rawValue, length)))
    }

    /// Sets the font of the text in the view.
    public func font(_ font: Font?) -> some View {
        ModifiedContent(content: self, modifier: _ViewSetting(name: "font", value: font))
    }

    /// Sets how multiline text in the view aligns.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ModifiedContent(content: self, modifier: _ViewSetting(name: "multilineTextAlignment", value: alignment))
    }

    /// Sets the navigation title the view shows in a navigation container.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        ModifiedContent(content: self, modifier: _ViewSetting(name: "navigationTitle", value: String(title)))
    }
}

// Conformances in extensions, as in SwiftUI: the views themselves are not main-actor isolated.
extension Text: PrimitiveView {}
extension VStack: PrimitiveView {}
extension Button: PrimitiveView {}
extension ProgressView: PrimitiveView {}
extension ModifiedContent: PrimitiveView {}
