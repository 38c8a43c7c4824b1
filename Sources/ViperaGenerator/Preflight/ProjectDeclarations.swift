import Foundation
import ViperaCore
import ViperaSupport

/// Where a project's Swift files declare top-level types of the names asked for: each file is
/// looked at quickly (`TypeNameScan`), and only a file that may declare one of the names is parsed.
struct ProjectDeclarations {
    /// A top-level type declared in one of the project's files.
    struct Place {
        /// The file's path.
        let path: String
        let declaration: TopLevelTypes.Declaration
    }

    /// How many directory entries a search may visit: far more than any app has, few enough to
    /// stop quickly in a folder that holds no project (a home folder).
    static let entryLimit = 400_000

    /// The declarations of the names asked for, by name, in path order.
    let places: [String: [Place]]
    /// How many Swift files were looked at.
    let fileCount: Int
    /// How many of them were parsed: those holding a needle and a type keyword before one of the names.
    let parsedCount: Int

    /// Reads the Swift files below `root` but those at `excluded` (resolved paths).
    /// - Parameters:
    ///   - needles: texts one of which every name contains (the module's name, the shared
    ///     names): a file whose bytes hold none is not looked at further.
    ///   - swiftFiles: where the run lists the project's Swift files (once for all who ask).
    /// - Returns: `nil` when the folder holds more than `entryLimit` entries.
    init?(root: URL, names: Set<String>, needles: Set<String>, excluded: Set<String>, swiftFiles: ProjectSwiftFiles = ProjectSwiftFiles()) {
        guard let files = swiftFiles.files(below: root, entryLimit: Self.entryLimit) else { return nil }
        let read = files.filter { !excluded.contains($0) }.sorted()
        let needleBytes = needles.map { Array($0.utf8) }
        // `nil` for a file not parsed.
        let found = Concurrently.map(read) { path -> [Place]? in
            guard !names.isEmpty, let bytes = try? FileReading.bytes(atPath: path),
                needleBytes.contains(where: { ByteSearch.contains($0, in: bytes) }),
                !TypeNameScan.names(in: bytes).isDisjoint(with: names)
            else { return nil }
            return TopLevelTypes(source: String(decoding: bytes, as: UTF8.self)).declarations
                .filter { names.contains($0.name) }
                .map { Place(path: path, declaration: $0) }
        }
        places = Dictionary(grouping: found.compactMap { $0 }.joined(), by: \.declaration.name)
        fileCount = read.count
        parsedCount = found.count { $0 != nil }
    }
}
