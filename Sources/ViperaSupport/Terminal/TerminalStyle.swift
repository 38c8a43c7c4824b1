/// Colour for text a person reads in a terminal: ANSI SGR codes around a role's text, or
/// nothing at all (`plain`). The command line decides which a stream gets.
public struct TerminalStyle: Sendable, Equatable {
    /// What a piece of text is, which decides its colour.
    public enum Role: Sendable, Equatable {
        /// An error, or `error:` in a diagnostic (bold red).
        case error
        /// A warning, or `warning:` (bold yellow).
        case warning
        /// `note:` (bold cyan).
        case note
        /// A file's place in a diagnostic, `path:line:column:` (bold).
        case location
        /// A folder in a tree of files (bold blue).
        case folder
        /// A file that is new (green).
        case added
        /// A file written over or edited in place (yellow).
        case changed
        /// A file left as it was (dim).
        case unchanged
        /// A heading line (bold).
        case heading
    }

    /// Whether codes are added; `false` leaves text untouched.
    public let isEnabled: Bool

    /// No colour.
    public static let plain = TerminalStyle(isEnabled: false)
    /// ANSI colour.
    public static let ansi = TerminalStyle(isEnabled: true)

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// `text` in the colour of `role`.
    public func apply(_ role: Role, to text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(Self.code(role))m\(text)\u{1B}[0m"
    }

    private static func code(_ role: Role) -> String {
        switch role {
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1;36"
        case .location, .heading: "1"
        case .folder: "1;34"
        case .added: "32"
        case .changed: "33"
        case .unchanged: "2"
        }
    }
}
