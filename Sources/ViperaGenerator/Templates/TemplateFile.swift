import Foundation

/// One file of a template: its path relative to the template's root (with `/` separators, still
/// unrendered) and its bytes.
public struct TemplateFile: Sendable, Equatable {
    /// The unrendered relative path, e.g. `Interfaces/{{module}}View.swift`.
    public let path: String
    /// The file's bytes.
    public let data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// The file's text when it is UTF-8 without NUL bytes; `nil` for binary files, which are
    /// copied as they are.
    public var text: String? {
        guard !data.contains(0) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
