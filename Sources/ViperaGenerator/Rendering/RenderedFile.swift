import Foundation

/// A template file after rendering: where it goes and what it holds.
public struct RenderedFile: Sendable, Equatable {
    /// The rendered path relative to the module folder (or, for test files, the tests folder).
    public let path: String
    /// The rendered bytes.
    public let data: Data
    /// Whether it comes from the template's tests folder.
    public let isTest: Bool
    /// Whether it is a folder to create, holding nothing yet (a Generamba entry without `path`).
    public var isFolder = false
}
