import Foundation
import TestSupport
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

    /// Compares `actual` with the golden file `name`, or rewrites it when
    /// `VIPERA_UPDATE_GOLDEN=1`. Returns the golden text (or `nil` when it is missing).
    static func golden(_ name: String, actual: String) throws -> String? {
        let url = golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["VIPERA_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// In-memory sources from `files` (name → text).
    static func sources(_ files: [String: String]) -> [SourceInput] {
        files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
    }
}
