import Foundation
import ViperaCore
import ViperaSupport

/// Generates modules from templates: `plan(_:)` renders everything in memory and says what
/// writing would do; `write(_:policy:)` writes it all-or-nothing.
///
/// ```swift
/// let generator = Generator(workingDirectory: projectFolder)
/// let prepared = try generator.plan(GenerationRequest(module: "Login"))
/// let result = try generator.write(prepared.plan, policy: .refuse)
/// ```
public struct Generator: Sendable {
    /// The folder relative paths and `./.vipera` are resolved from.
    public let workingDirectory: URL
    /// Environment variables (`HOME`, `VIPERA_HOME`, `USER`, `SOURCE_DATE_EPOCH`).
    public let environment: [String: String]

    public init(workingDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.workingDirectory = workingDirectory.standardizedFileURL
        self.environment = environment
    }

    /// A rendered, checked generation, ready to write.
    public struct Prepared: Sendable {
        /// The validated module name.
        public let module: ModuleName
        /// The template used.
        public let template: Template
        /// What writing would do, file by file.
        public let plan: GenerationPlan
    }

    /// Validates the request, loads the template and project file, renders every file in memory
    /// and compares each with what is on disk and the types it declares with the project's.
    /// Writes nothing.
    public func plan(_ request: GenerationRequest) throws(GenerationError) -> Prepared {
        let cache = PlanningCache()
        let job = try job(for: request, cache: cache)
        return checkDeclarations([try plan(job, lane: nil)], outputs: [job.planner.outputDirectory], swiftFiles: cache.swiftFiles)[0]
    }

    /// Writes a plan (of one module, or of a whole spec) all-or-nothing. Another vipera run
    /// writing in the same folders finishes first; the write then goes ahead only if every file
    /// is still as planned.
    /// - Parameters:
    ///   - interruption: lets a signal handler stop the write; it is then undone.
    ///   - waiting: told a folder (as messages show it) when another run is writing there and
    ///     this one waits for it.
    /// - Returns: the entries written (new files, and conflicting ones with `.overwrite`).
    /// - Throws: `.conflicts` (nothing written); `.changedMeanwhile` or `.busy` (nothing written:
    ///   plan again); `.writeFailed` or `.interrupted` (what this run wrote undone, and anything
    ///   that could not be undone listed).
    @discardableResult
    public func write(
        _ plan: GenerationPlan, policy: ConflictPolicy, interruption: WriteInterruption? = nil, waiting: (String) -> Void = { _ in }
    ) throws(GenerationError) -> WriteResult {
        try PlanWriter(display: display).write(plan, policy: policy, interruption: interruption) { folder in
            waiting(display(URL(fileURLWithPath: folder, isDirectory: true)))
        }
    }

    /// `url` as messages show it: relative to the working folder when inside it.
    func display(_ url: URL) -> String {
        Planner(outputDirectory: workingDirectory, testsDirectory: workingDirectory, workingDirectory: workingDirectory).display(url)
    }

    /// `url` resolved against the working folder when relative.
    func resolve(_ url: URL) -> URL {
        url.path.hasPrefix("/") ? url : workingDirectory.appendingPathComponent(url.relativePath)
    }
}
