import Foundation
import ViperaCore

/// One `vipera init` invocation: detect the codebase's conventions and write them to a
/// commented `.vipera.yml`.
public struct InitRequest: Sendable {
    /// The codebase's folder; the file is written there.
    public var folder: URL
    /// Overwrite an existing `.vipera.yml`.
    public var force = false
    /// Print the file instead of writing it.
    public var dryRun = false
    /// The template a starting file names when the folder has no Swift code yet (the
    /// generator's default; the validator does not know templates).
    public var startingTemplate = "viper"

    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// Detects, then writes (or, for a dry run, returns) the file; in a folder without Swift
    /// code yet, a starting file (`InitFile.starting`).
    /// - Throws: `LintError` when the folder does not exist,
    ///   `ConfigurationError` when it is not a folder or a `.vipera.yml` exists and `force` is off
    ///   (exit 2, nothing written), or Foundation's error when the file cannot be written.
    public func run() throws -> InitOutcome {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { throw LintError.pathNotFound(folder.path) }
        guard isFolder.boolValue else {
            throw ConfigurationError(
                file: folder.path, line: nil, message: "is not a folder (vipera init writes \(ProjectFile.fileName) into a codebase's folder)")
        }
        let file = folder.appendingPathComponent(ProjectFile.fileName)
        if !dryRun, !force, FileManager.default.fileExists(atPath: file.path) {
            throw ConfigurationError(
                file: file.path, line: nil, message: "already exists; pass --force to overwrite it, or --dry-run to print what would be written")
        }
        let inputs: [SourceInput]
        do {
            inputs = try SourceFiles(configuration: Configuration(root: folder)).inputs(for: [])
        } catch .noFiles {
            let text = InitFile.starting(template: startingTemplate)
            return try write(InitOutcome(file: file, text: text, decisions: [InitFile.startingDecision(template: startingTemplate)], detection: nil))
        }
        let detection = ConventionDetection(inputs)
        return try write(InitOutcome(file: file, text: InitFile.text(detection), decisions: InitFile.decisions(detection), detection: detection))
    }

    /// Writes `outcome`'s file unless this is a dry run.
    private func write(_ outcome: InitOutcome) throws -> InitOutcome {
        if !dryRun { try Data(outcome.text.utf8).write(to: outcome.file, options: .atomic) }
        return outcome
    }
}

/// What `vipera init` decided and wrote.
public struct InitOutcome: Sendable {
    /// The `.vipera.yml` written (or that a dry run would write).
    public let file: URL
    public let text: String
    /// One line per decision, with its evidence.
    public let decisions: [String]
    /// What was detected; `nil` for a starting file (no Swift code yet).
    public let detection: ConventionDetection?
}
