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
    /// The generator's part (the command composes the generator in; the validator does not know
    /// it): given what was detected and a way to lint the codebase as the file's `lint:` section
    /// says (a run `FixPlanner(for:)` can plan the fixes of), the generator's keys; called before
    /// anything is written, and told to undo what it wrote when the file cannot be written.
    public var generatorKeys: (@Sendable (ConventionDetection, _ lint: () throws -> LintResult) throws -> InitGeneratorPart)?

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
        return try write(detected: ConventionDetection(inputs), to: file)
    }

    /// Writes the file for `detection`, with the generator's keys when there is a generator part
    /// (what it wrote is undone when the file cannot be written).
    private func write(detected found: ConventionDetection, to file: URL) throws -> InitOutcome {
        var detection = found
        var lintText = InitFile.text(found)
        // The run that learns the team's habits serves the generator too when it learns none.
        var run: LintResult?
        if !found.profile.fitsNoArchitecture {
            let (result, index) = try Self.inspect(under: lintText, file: file)
            detection.liftedBoundaries = BoundaryHabits.learn(index)
            detection.ownedOutside = RouterOwnership.learn(index)
            if detection.liftedBoundaries.isEmpty && detection.ownedOutside.isEmpty { run = result } else { lintText = InitFile.text(detection) }
        }
        let lint = { [lintText, run] in try run ?? Self.lint(under: lintText, file: file) }
        let generator = try generatorKeys?(detection, lint)
        let outcome = InitOutcome(
            file: file, text: InitFile.text(detection, generatorLines: generator?.lines ?? []),
            decisions: InitFile.decisions(detection) + (generator?.decisions ?? []), detection: detection)
        do {
            return try write(outcome)
        } catch {
            generator?.undo()
            throw error
        }
    }

    /// Writes `outcome`'s file unless this is a dry run.
    private func write(_ outcome: InitOutcome) throws -> InitOutcome {
        if !dryRun { try Data(outcome.text.utf8).write(to: outcome.file, options: .atomic) }
        return outcome
    }

    /// A run over the codebase under the `.vipera.yml` `text` (at `file`, in the codebase's
    /// folder), with the index its rules ran on.
    private static func inspect(under text: String, file: URL) throws -> (result: LintResult, index: FactIndex) {
        try Validator(configuration: Configuration(projectFile: ProjectFile(url: file, text: text))).inspect()
    }

    /// A run over the codebase under the `.vipera.yml` `text` (at `file`, in the codebase's folder).
    private static func lint(under text: String, file: URL) throws -> LintResult {
        try Validator(configuration: Configuration(projectFile: ProjectFile(url: file, text: text))).run()
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

/// The generator's part of `vipera init`: its keys (lines before `lint:`), its decisions, and how
/// to undo what it wrote.
public struct InitGeneratorPart: Sendable {
    public let lines: [String]
    public let decisions: [String]
    public let undo: @Sendable () -> Void

    public init(lines: [String], decisions: [String], undo: @escaping @Sendable () -> Void) {
        self.lines = lines
        self.decisions = decisions
        self.undo = undo
    }
}
