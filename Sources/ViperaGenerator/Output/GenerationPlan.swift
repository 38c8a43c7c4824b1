import Foundation
import ViperaSupport

/// Every file a generation would write, each marked new, unchanged or conflicting, before
/// anything touches the disk.
public struct GenerationPlan: Sendable {
    /// What writing a planned file would do.
    public enum Status: String, Sendable {
        /// The file does not exist yet.
        case new
        /// The file exists with exactly this content.
        case unchanged
        /// The file exists with other content.
        case conflict
        /// A file vipera edits in place (an Xcode project gaining the module's files).
        case update = "updated"
        /// A file not written: every type it declares is a shared type the project declares
        /// already (`declaredElsewhere` says where).
        case declared = "declared already"
    }

    /// One planned file.
    public struct Entry: Sendable {
        /// The path shown to the user (relative to the working folder when inside it).
        public let displayPath: String
        /// Where the file goes.
        public let url: URL
        /// `url`'s path.
        let path: String
        /// What it will hold.
        public let data: Data
        public internal(set) var status: Status
        /// Whether it is one of the template's test files.
        public let isTest: Bool
        /// Whether it is a folder to create rather than a file.
        public let isFolder: Bool
        /// The file that was at the path when the plan was made (through symbolic links), `nil`
        /// when nothing was: the write goes ahead only while it is still there, unchanged.
        let found: FileIdentity?
        /// The top-level types this file declares that exist already elsewhere: a conflict, or
        /// for a `.declared` file, the shared types it is not written for.
        public internal(set) var declaredElsewhere: [ExistingDeclaration] = []

        /// Whether writing the file needs `--force`: it exists with other content, or it declares
        /// a type that exists already.
        public var isConflict: Bool { status == .conflict || (status == .new && !declaredElsewhere.isEmpty) }

        /// - Parameters:
        ///   - path: `url`'s path, when the caller has it already.
        ///   - found: the file at the path when it was read.
        init(
            displayPath: String, url: URL, path: String? = nil, data: Data, status: Status, isTest: Bool = false, isFolder: Bool = false,
            found: FileIdentity? = nil
        ) {
            self.displayPath = displayPath
            self.url = url
            self.path = path ?? url.path
            self.data = data
            self.status = status
            self.isTest = isTest
            self.isFolder = isFolder
            self.found = found
        }
    }

    /// The planned files, sorted by display path.
    public let entries: [Entry]
    /// What the user should know about the plan (a check that could not be made), in plain words.
    public let notes: [String]

    init(entries: [Entry], notes: [String] = []) {
        self.entries = entries
        self.notes = notes
    }

    /// The files that exist with other content or declare types that exist already.
    public var conflicts: [Entry] { entries.filter(\.isConflict) }
    /// The files to create that conflict with nothing.
    public var newFiles: [Entry] { entries.filter { $0.status == .new && !$0.isConflict } }
    public var unchanged: [Entry] { entries.filter { $0.status == .unchanged } }
    public var updates: [Entry] { entries.filter { $0.status == .update } }
    /// The files not written because the types they declare exist already.
    public var declared: [Entry] { entries.filter { $0.status == .declared } }

    /// This plan with `entry` too (an edited project file), in display-path order.
    public func adding(_ entry: Entry) -> GenerationPlan {
        GenerationPlan(entries: (entries + [entry]).sorted { $0.displayPath < $1.displayPath }, notes: notes)
    }
}

extension GenerationPlan {
    /// One plan holding the files of several.
    public init(combining plans: [GenerationPlan]) {
        self.init(
            entries: plans.flatMap(\.entries).sorted { $0.displayPath < $1.displayPath },
            notes: plans.flatMap(\.notes).reduce(into: []) { notes, note in if !notes.contains(note) { notes.append(note) } })
    }
}
