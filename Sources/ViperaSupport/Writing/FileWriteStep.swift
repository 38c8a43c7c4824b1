import Foundation

/// One path of an all-or-nothing write: what the path must still hold for the write to go
/// ahead, and what the write does there.
public struct FileWriteStep: Sendable {
    /// What the write does at the path.
    public enum Action: Sendable, Equatable {
        /// Nothing: the path is only checked (a file left as it is).
        case none
        /// Creates the folder and any missing parents, or uses them if they exist.
        case makeFolder
        /// Creates a new file, failing if anything appeared at the path meanwhile.
        case create(Data)
        /// Replaces the file (through a symbolic link, the file it leads to) with this content,
        /// keeping its permission bits.
        case replace(Data)
    }

    /// What the path must hold, as it did when the write was planned.
    public enum Expectation: Sendable, Equatable {
        /// Anything, or nothing.
        case anything
        /// Nothing at all.
        case nothing
        /// The very file that was read (through symbolic links); `nil` when none could be
        /// identified, which nothing matches.
        case file(FileIdentity?)
        /// A file holding exactly these bytes.
        case content(Data)
    }

    /// Where the step is, as errors name it.
    public let url: URL
    /// `url`'s path.
    public let path: String
    public let action: Action
    public let expected: Expectation

    /// - Parameter path: `url`'s path, when the caller has it already.
    public init(url: URL, path: String? = nil, action: Action, expected: Expectation) {
        self.url = url
        self.path = path ?? url.path
        self.action = action
        self.expected = expected
    }

    /// Whether the path still holds what the write was planned against.
    public var isAsExpected: Bool {
        switch expected {
        case .anything: true
        case .nothing: FileIdentity.of(path: path) == nil
        case .file(let found): found != nil && FileIdentity.of(following: path) == found
        case .content(let data): (try? FileReading.data(atPath: path)) == data
        }
    }
}
