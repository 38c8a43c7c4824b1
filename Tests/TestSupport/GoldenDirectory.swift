import Foundation
import Testing

/// Compares rendered files with a golden folder; with `VIPERA_UPDATE_GOLDEN=1` it rewrites the
/// committed folder instead and fails, as a snapshot library's record mode does, so a run that
/// rewrites golden files never passes: review the changes, then run again without it.
public enum GoldenDirectory {
    /// Whether golden files are being rewritten: `VIPERA_UPDATE_GOLDEN=1`, or a test of this
    /// mode.
    @TaskLocal public static var isUpdating = ProcessInfo.processInfo.environment["VIPERA_UPDATE_GOLDEN"] == "1"

    /// Expects `rendered` (text by path relative to `golden`, a folder from `Golden.folder(_:)`)
    /// to hold exactly the golden files.
    public static func expectMatches(
        _ rendered: [String: String], golden: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if isUpdating {
            try rewrite(Golden.committed(golden), with: rendered)
            recordRewrite(of: Golden.committed(golden), sourceLocation: sourceLocation)
            return
        }
        let expected = TemporaryDirectory.files(in: golden)
        #expect(rendered.keys.sorted() == expected, sourceLocation: sourceLocation)
        for path in expected {
            let text = try String(contentsOf: golden.appendingPathComponent(path), encoding: .utf8)
            #expect(rendered[path] == text, "\(path) differs from its golden file", sourceLocation: sourceLocation)
        }
    }

    /// The issue that fails a run which rewrote `file`.
    public static func recordRewrite(of file: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        Issue.record(
            "rewrote \(file.path) (VIPERA_UPDATE_GOLDEN=1): review the changes, then run again without VIPERA_UPDATE_GOLDEN",
            sourceLocation: sourceLocation
        )
    }

    /// Serialises rewrites, which read the whole golden folder.
    private static let lock = NSLock()

    /// Replaces the committed `folder` with `rendered`: a file whose text a golden file outside
    /// the folder already holds becomes a line of the index naming that file, any other a file.
    private static func rewrite(_ folder: URL, with rendered: [String: String]) throws {
        try lock.withLock {
            let root = Golden.updatedRoot.standardizedFileURL
            guard folder.standardizedFileURL.path.hasPrefix(root.path + "/") else { throw OutsideTheGoldenFolder(folder: folder) }
            let prefix = String(folder.standardizedFileURL.path.dropFirst(root.path.count + 1)) + "/"
            var existing: [String: String] = [:]
            for path in Golden.files(in: root).reversed() where !path.hasPrefix(prefix) {
                guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
                existing[text] = path
            }
            var index = try Golden.index(of: root).filter { !$0.key.hasPrefix(prefix) }
            try? FileManager.default.removeItem(at: folder)
            for (path, text) in rendered {
                if let same = existing[text] {
                    index[prefix + path] = same
                    continue
                }
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            try Golden.write(index, of: root)
        }
    }

    /// A folder to rewrite that is not below the golden folder.
    struct OutsideTheGoldenFolder: Error, CustomStringConvertible {
        let folder: URL
        var description: String { "\(folder.path) is not below the golden folder \(Golden.updatedRoot.path)" }
    }
}
