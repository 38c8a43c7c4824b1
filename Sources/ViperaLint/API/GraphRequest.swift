import Foundation
import ViperaCore
import ViperaSupport

/// One `vipera graph` invocation: which files, which configuration, what to draw and where.
public struct GraphRequest: Sendable {
    /// Files or folders, relative to `currentDirectory`; empty for the configuration's default.
    public var paths: [String] = []
    /// A `.vipera.yml` to use instead of the nearest one.
    public var configFile: String?
    /// A profile overriding `lint.profile`.
    public var profile: String?
    /// The format's name (see `GraphFormat`).
    public var format = GraphFormat.mermaid.rawValue
    /// The level's name (see `GraphLevel`); `nil` for roles around a focused module, modules
    /// otherwise.
    public var level: String?
    /// The module to focus on, with its neighbours.
    public var module: String?
    /// Where to write the graph (relative to `currentDirectory`); `nil` for standard output.
    public var output: String?
    /// Whether to reuse the facts cached by `vipera lint` (the graph never writes the cache).
    public var usesCache = true
    /// The cache folder, overriding `CacheLocation.defaultFolder()`.
    public var cachePath: String?
    /// The folder relative paths are resolved against.
    public var currentDirectory: URL

    public init(currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.currentDirectory = currentDirectory
    }

    /// Reads the code as `vipera lint` does and draws it. With `output`, the file is written
    /// whole or not at all, and the outcome's text is empty.
    /// - Throws: `GraphError` (bad format, level or module: exit status 2; no `dot` for SVG: 5;
    ///   output not written: 4), `ConfigurationError` or `LintError` (2).
    public func run() throws -> GraphOutcome {
        guard let format = GraphFormat(rawValue: format) else { throw GraphError.unknownFormat(format) }
        var level =
            try level.map { name in
                guard let level = GraphLevel(rawValue: name) else { throw GraphError.unknownLevel(name) }
                return level
            } ?? (module == nil ? .modules : .roles)
        let configuration = try Configuration.load(file: configFile, profile: profile, in: currentDirectory)
        let cacheFolder = usesCache ? cachePath.map { currentDirectory.resolving($0) } ?? CacheLocation.defaultFolder() : nil
        let validator = Validator(configuration: configuration, cacheFolder: cacheFolder)
        let (result, index) = try validator.inspect(paths: paths.map { currentDirectory.resolving($0).path })
        var graph = ArchitectureGraph(index: index, findings: result.findings)
        if let module { graph = try graph.focused(on: module) }
        // An app without modules is drawn as its classes: a picture of no module says nothing.
        let note = graph.modules.isEmpty ? Self.noModules(graph) : nil
        if graph.modules.isEmpty { level = .roles }
        if level == .roles { graph = ViewFolding.folded(graph) }
        let text = try format.render(graph, level: level)
        let counts = [
            (graph.modules.count, "module"), (graph.components.count, "component"), (graph.references.count, "reference"),
            (graph.routes.count, "route"), (graph.cycles.count, "cycle"),
        ]
        let summary =
            counts.map { counted($0, $1) }.joined(separator: ", ") + " (\(counted(result.fileCount, "file")) checked)" + (note.map { "; \($0)" } ?? "")
        guard let output else { return GraphOutcome(text: text, summary: summary) }
        let url = currentDirectory.resolving(output)
        do {
            try OutputFile.write(Data(text.utf8), to: url)
        } catch {
            throw GraphError.outputNotWritten(path: output, reason: error.reason)
        }
        return GraphOutcome(text: "", summary: summary + "; wrote \(output)")
    }

    /// What the summary says of a graph without modules.
    private static func noModules(_ graph: ArchitectureGraph) -> String {
        let reason = "no modules (no role protocol, no class playing two roles)"
        return graph.components.isEmpty
            ? "\(reason) and no class holding another: nothing to draw"
            : "\(reason): the classes that hold one another are drawn instead"
    }
}

/// What a graph invocation produced.
public struct GraphOutcome: Sendable {
    /// The graph, for standard output (empty when it was written to a file).
    public let text: String
    /// One line with the counts, for standard error.
    public let summary: String
}
