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

    /// Reads the Swift files below `root` but those at `excluded` (resolved paths).
    /// - Parameter needles: texts one of which every name contains (the module's name, the
    ///   shared names): a file holding none is not looked at further.
    /// - Returns: `nil` when the folder holds more than `entryLimit` entries.
    init?(root: URL, names: Set<String>, needles: Set<String>, excluded: Set<String>) {
        let rootPath = (try? FolderListing.realPath(root.path)) ?? root.standardizedFileURL.path
        guard let files = SwiftFileSearch.files(below: rootPath, entryLimit: Self.entryLimit) else { return nil }
        let read = files.filter { !excluded.contains($0) }.sorted()
        let found = Concurrently.map(read) { path -> [Place] in
            guard !names.isEmpty, let data = try? FileReading.data(atPath: path),
                needles.contains(where: { data.range(of: Data($0.utf8)) != nil }),
                !TypeNameScan.names(in: data).isDisjoint(with: names)
            else { return [] }
            return TopLevelTypes(source: String(decoding: data, as: UTF8.self)).declarations
                .filter { names.contains($0.name) }
                .map { Place(path: path, declaration: $0) }
        }
        places = Dictionary(grouping: found.joined(), by: \.declaration.name)
        fileCount = read.count
    }
}
