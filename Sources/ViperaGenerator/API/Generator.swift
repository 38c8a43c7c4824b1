import Foundation
import ViperaCore

/// Generates modules from templates: `plan(_:)` renders everything in memory and says what
/// writing would do; `write(_:policy:)` writes it all-or-nothing.
///
/// ```swift
/// let generator = Generator(workingDirectory: projectFolder)
/// let prepared = try generator.plan(GenerationRequest(module: "Login"))
/// let written = try generator.write(prepared, policy: .refuse)
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
    /// and compares each with what is on disk. Writes nothing.
    public func plan(_ request: GenerationRequest) throws(GenerationError) -> Prepared {
        try plan(request, cache: PlanningCache())
    }

    /// `plan(_:)` with the project file, templates and renderers shared across the modules of one
    /// run.
    func plan(_ request: GenerationRequest, cache: PlanningCache) throws(GenerationError) -> Prepared {
        let module: ModuleName
        do { module = try ModuleName(validating: request.module) } catch { throw .invalidModuleName(error) }
        let project: ProjectFile?
        do {
            project = try cache.project { () throws(ConfigurationError) in try ProjectFile.load(from: workingDirectory) }
        } catch { throw .configuration(error) }
        let template = try cache.template(templateKey(request)) { () throws(GenerationError) in
            let locator = TemplateLocator.standard(
                workingDirectory: workingDirectory, environment: environment,
                extraDirectory: request.extraTemplatesDirectory.map(resolve)
            )
            return if let name = request.template {
                try locator.template(named: name)
            } else if let directory = request.templateDirectory {
                try locator.template(at: resolve(directory))
            } else {
                try locator.defaultTemplate(configured: project?.template)
            }
        }
        let parameters = try ParameterResolver(template: template)
            .resolve(given: request.parameters, projectDefaults: project?.parameters ?? [:])
        var context = RenderContext(
            module: module.value,
            author: request.author ?? project?.author ?? AuthorLookup.defaultAuthor(environment: environment),
            date: request.date ?? sourceDate ?? Date(),
            project: project?.project ?? (project?.directory ?? workingDirectory).lastPathComponent,
            parameters: parameters
        )
        context.inputs = request.inputs
        context.routes = request.routes
        context.company = project?.company
        context.prefix = project?.prefix
        let files = try cache.renderer(for: template).render(context).filter { request.includesTests || !$0.isTest }
        let outputDirectory = request.outputDirectory.map(resolve)
            ?? project?.output.map { project!.directory.appendingPathComponent($0) }
            ?? workingDirectory
        let planner = Planner(
            outputDirectory: outputDirectory,
            testsDirectory: request.testsDirectory.map(resolve)
                ?? testsRoot(project: project).appendingPathComponent("\(module.value)Tests"),
            workingDirectory: workingDirectory
        )
        return Prepared(module: module, template: template, plan: try planner.plan(module: module.value, files: files))
    }

    /// Writes a plan (of one module, or of a whole spec) all-or-nothing.
    /// - Returns: the entries written (new files, and conflicting ones with `.overwrite`).
    /// - Throws: `.conflicts` (nothing written) or `.writeFailed` (everything undone).
    @discardableResult
    public func write(_ plan: GenerationPlan, policy: ConflictPolicy) throws(GenerationError) -> [GenerationPlan.Entry] {
        let planner = Planner(outputDirectory: workingDirectory, testsDirectory: workingDirectory, workingDirectory: workingDirectory)
        return try PlanWriter(display: planner.display).write(plan, policy: policy)
    }

    /// What identifies the template `request` asks for within one run.
    private func templateKey(_ request: GenerationRequest) -> String {
        let extra = request.extraTemplatesDirectory.map { resolve($0).path } ?? ""
        if let name = request.template { return "name \(name) in \(extra)" }
        if let directory = request.templateDirectory { return "folder \(resolve(directory).path)" }
        return "default in \(extra)"
    }

    /// The folder modules' test folders go in: `tests_path` from `.vipera.yml`, else `Tests`.
    private func testsRoot(project: ProjectFile?) -> URL {
        if let project, let testsPath = project.testsPath {
            return project.directory.appendingPathComponent(testsPath)
        }
        return workingDirectory.appendingPathComponent("Tests")
    }

    private var sourceDate: Date? {
        environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:))
    }

    private func resolve(_ url: URL) -> URL {
        url.path.hasPrefix("/") ? url : workingDirectory.appendingPathComponent(url.relativePath)
    }
}
