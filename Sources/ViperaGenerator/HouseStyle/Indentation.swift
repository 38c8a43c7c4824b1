import Foundation

/// How a project indents its Swift code and ends its lines: what the generated files of a built-in
/// template are written in.
struct Indentation: Sendable, Equatable, CustomStringConvertible {
    /// One level: a tab, or this many spaces.
    enum Unit: Sendable, Hashable {
        case spaces(Int)
        case tab
    }

    var unit: Unit
    /// Whether lines end with CR LF rather than LF.
    var usesCRLF = false

    /// The built-in templates' own style: four spaces, LF.
    static let builtIn = Indentation(unit: .spaces(4))

    init(unit: Unit, usesCRLF: Bool = false) {
        self.unit = unit
        self.usesCRLF = usesCRLF
    }

    /// `2 spaces`, `tabs`, with `, CRLF` when lines end so.
    var description: String {
        let unit =
            switch unit {
            case .spaces(let count): "\(count) spaces"
            case .tab: "tabs"
            }
        return unit + (usesCRLF ? ", CRLF" : "")
    }

    /// `levels` levels of indentation.
    func text(levels: Int) -> String {
        switch unit {
        case .spaces(let count): String(repeating: " ", count: count * levels)
        case .tab: String(repeating: "\t", count: levels)
        }
    }
}
