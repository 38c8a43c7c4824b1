/// A Stencil template's text built from pieces: text that must come out as it is, and tags.
///
/// Text is escaped as it is joined: a `{` that would open a tag (`{{`, `{%`, `{#`), with the
/// text or tag after it, is written `{{ "{"|literal }}` (`LiteralBraces`), so the template
/// renders the text back byte for byte.
struct TemplateText {
    private enum Piece {
        case text(String)
        case tag(String)
    }

    private var pieces: [Piece] = []

    /// Text rendered as it is.
    mutating func append(text: String) {
        if !text.isEmpty { pieces.append(.text(text)) }
    }

    /// A variable tag, e.g. `module|snake` for `{{ module|snake }}`.
    mutating func append(variable expression: String) {
        pieces.append(.tag("{{ \(expression) }}"))
    }

    /// A tag written as it is (`{%+ endif +%}`).
    mutating func append(tag: String) {
        pieces.append(.tag(tag))
    }

    /// Every piece of `other`, after these.
    mutating func append(_ other: TemplateText) {
        pieces.append(contentsOf: other.pieces)
    }

    /// Whether it holds a tag (text alone renders as itself).
    var hasTags: Bool {
        pieces.contains { if case .tag = $0 { true } else { false } }
    }

    /// The template's text.
    var text: String {
        var result = ""
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .tag(let tag): result += tag
            case .text(let text):
                let following: Unicode.Scalar? =
                    switch pieces.indices.contains(index + 1) ? pieces[index + 1] : nil {
                    case .tag?: "{"
                    case .text(let next)?: next.unicodeScalars.first
                    case nil: nil
                    }
                result += Self.escaped(text, followedBy: following)
            }
        }
        return result
    }

    /// The characters that open a Stencil tag after a `{` (Stencil reads scalars, not characters).
    private static let tagOpeners: Set<Unicode.Scalar> = ["{", "%", "#"]

    /// `text` with each `{` that opens a tag written as a tag printing `{`.
    private static func escaped(_ text: String, followedBy following: Unicode.Scalar?) -> String {
        guard text.contains("{") else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : following
            if scalar == "{", let next, tagOpeners.contains(next) {
                result.append(contentsOf: "{{ \"{\"|literal }}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
