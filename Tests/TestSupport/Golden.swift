import Foundation

/// The generator's golden files, `Tests/ViperaGeneratorTests/Golden`, each content stored once:
/// an output whose text another golden file holds is a line of the folder's index,
/// `same-as.txt` (`moa/push/Payments/PaymentsView.swift = moa/customModal/Payments/PaymentsView.swift`),
/// instead of a copy.
///
/// Tests read the golden files through `folder(_:)`, a copy made once per test process with
/// every indexed output written out, so compiling, linting and comparing see plain folders;
/// `GoldenDirectory` rewrites the committed files and the index.
public enum Golden {
    /// The committed golden folder.
    public static let committedRoot = Locations.tests("ViperaGeneratorTests/Golden")
    /// The index's name in a golden folder.
    public static let indexName = "same-as.txt"
    /// The golden folder update mode rewrites: the committed one, or another in a test of
    /// update mode.
    @TaskLocal public static var updatedRoot = committedRoot

    /// The golden folder `relativePath` (e.g. `viper/Login`), every output written out.
    public static func folder(_ relativePath: String) -> URL {
        resolvedRoot.appendingPathComponent(relativePath)
    }

    /// The committed folder that `folder` (made by `folder(_:)`) is a copy of.
    static func committed(_ folder: URL) -> URL {
        let resolved = resolvedRoot.standardizedFileURL.path
        let path = folder.standardizedFileURL.path
        guard path.hasPrefix(resolved) else { return folder }
        return committedRoot.appendingPathComponent(String(path.dropFirst(resolved.count)))
    }

    /// The golden files below `root` (relative paths, sorted), the index left out.
    public static func files(in root: URL = committedRoot) -> [String] {
        TemporaryDirectory.files(in: root).filter { $0 != indexName }
    }

    /// `root`'s index: each output stored once, by its path, with the path of the golden file
    /// holding its text.
    public static func index(of root: URL = committedRoot) throws -> [String: String] {
        let file = root.appendingPathComponent(indexName)
        guard FileManager.default.fileExists(atPath: file.path) else { return [:] }
        var index: [String: String] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let sides = line.components(separatedBy: " = ")
            guard sides.count == 2 else { throw IndexError(line: String(line)) }
            index[sides[0]] = sides[1]
        }
        return index
    }

    /// Writes `index` as `root`'s index, sorted, or removes the index when it is empty.
    static func write(_ index: [String: String], of root: URL) throws {
        let file = root.appendingPathComponent(indexName)
        guard !index.isEmpty else {
            try? FileManager.default.removeItem(at: file)
            return
        }
        let lines = index.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)\n" }
        try Data((header + lines.joined()).utf8).write(to: file)
    }

    /// What the index says of itself.
    private static let header = "# Golden outputs whose text another golden file holds: <output> = <golden file> (CONTRIBUTING.md, Golden files).\n"

    /// A line of the index that is not `<output> = <golden file>`.
    public struct IndexError: Error, CustomStringConvertible {
        public let line: String
        public var description: String { "\(indexName): '\(line)' is not '<output> = <golden file>'" }
    }

    /// The copy of the committed folder with every output written out, made on first use and
    /// removed when the process ends. An index line naming no golden file leaves its output
    /// out (`GoldenStoreTests` names it).
    private static let resolvedRoot: URL = {
        let fallback = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vipera-golden-unavailable")
        guard let root = try? TemporaryDirectory.forTheProcess(prefix: "vipera-golden").url else { return fallback }
        var sources = Dictionary(uniqueKeysWithValues: files().map { ($0, $0) })
        sources.merge((try? index()) ?? [:]) { stored, _ in stored }
        for (name, source) in sources {
            let destination = root.appendingPathComponent(name)
            try? FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.copyItem(at: committedRoot.appendingPathComponent(source), to: destination)
        }
        return root
    }()
}
