import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaLint

/// The fixture project and golden files under `Tests/ViperaLintTests/Fixtures`.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// A project of several modules, some clean and some broken in each way the rules know.
    static let project = folder.appendingPathComponent("Project")
    static let golden = folder.appendingPathComponent("Golden")

    /// The fixture project's configuration, from its `.vipera.yml`.
    static func projectConfiguration() throws -> Configuration {
        try Configuration(projectFile: ProjectFile(url: project.appendingPathComponent(ProjectFile.fileName)))
    }

    /// The golden file `name`, to compare `actual` with (`nil` when it is missing); with
    /// `VIPERA_UPDATE_GOLDEN=1` it is rewritten with `actual` first, and the test fails.
    static func golden(_ name: String, actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let url = golden.appendingPathComponent(name)
        if GoldenDirectory.isUpdating {
            try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            GoldenDirectory.recordRewrite(of: url, sourceLocation: sourceLocation)
        }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// In-memory sources from `files` (name → text).
    static func sources(_ files: [String: String]) -> [SourceInput] {
        files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
    }
}
