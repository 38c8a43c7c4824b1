import Foundation

/// One file of a template: its path relative to the template's root (with `/` separators, still
/// unrendered) and its bytes.
public struct TemplateFile: Sendable, Equatable {
    /// The unrendered relative path, e.g. `Interfaces/{{module}}View.swift`.
    public let path: String
    /// The file's bytes.
    public let data: Data

    /// The file's text when it is UTF-8 without NUL bytes; `nil` for binary files, which are
    /// copied as they are.
    public let text: String?

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
        text = data.withUnsafeBytes { $0.contains(0) } ? nil : String(data: data, encoding: .utf8)
    }
}
