import Foundation
import ViperaCore
import ViperaSupport

/// One module of a run with everything resolved but its files: the name, template, context and
/// destination. Jobs are made one after another (they share a `PlanningCache`); rendering and
/// planning them can then run on several lanes at once.
struct ModuleJob {
    let module: ModuleName
    let template: Template
    let renderer: TemplateRenderer
    let context: RenderContext
    /// `context` with other header values (`HeaderValues`).
    let headerVariant: RenderContext
    /// The project's indentation the Swift files are written in (a built-in template's), `nil` to
    /// write them as the template does.
    let indentation: Indentation?
    /// Whether the template's tests part is generated.
    let includesTests: Bool
    let planner: Planner
}

extension Generator {
    /// Validates `request` and resolves its project file, template, parameters, context and
    /// destination, through `cache`.
    func job(for request: GenerationRequest, cache: PlanningCache) throws(GenerationError) -> ModuleJob {
        let module: ModuleName
        do { module = try ModuleName(validating: request.module) } catch { throw .invalidModuleName(error) }
        let project: ProjectFile?
        let rambafile: Rambafile?
        do {
            project = try cache.project { () throws(ConfigurationError) in try ProjectFile.load(from: workingDirectory) }
            rambafile = try cache.rambafile { () throws(ConfigurationError) in try Rambafile.load(from: workingDirectory) }
        } catch { throw .configuration(error) }
        let template = try cache.template(templateKey(request)) { () throws(GenerationError) in
            let locator = templateLocator(extraDirectory: request.extraTemplatesDirectory, rambafile: rambafile)
            return if let name = request.template {
                try locator.template(named: name)
            } else if let directory = request.templateDirectory {
                try locator.template(at: resolve(directory))
            } else {
                try locator.defaultTemplate(configured: project?.template)
            }
        }
        let packageTarget = rambafile == nil ? try packageTarget(request: request, project: project, cache: cache) : nil
        var given = request.parameters
        if let packageTarget, template.manifest.parameters.contains(where: { $0.name == "appModule" }),
            given["appModule"] == nil, project?.parameters["appModule"] == nil
        {
            given["appModule"] = packageTarget.target.name
        }
        let parameters = try ParameterResolver(template: template)
            .resolve(given: given, projectDefaults: project?.parameters ?? [:])
        let sourceDate = try sourceDate()
        let date = request.date ?? sourceDate ?? Date()
        var context = RenderContext(
            module: module.value,
            author: request.author ?? project?.author
                ?? cache.author { AuthorLookup.defaultAuthor(workingDirectory: workingDirectory, environment: environment) },
            date: date,
            project: project?.project ?? rambafile?.projectName ?? xcodeProjectName(cache: cache)
                ?? (project?.directory ?? workingDirectory).lastPathComponent,
            parameters: parameters,
            dateFormat: project?.dateFormat
        )
        context.inputs = request.inputs
        context.outputs = request.outputs
        context.routes = request.routes
        context.company = project?.company ?? rambafile?.company
        context.prefix = project?.prefix ?? rambafile?.prefix
        context.projectTargets = rambafile?.projectTargets ?? []
        context.testTargets = rambafile?.testTargets ?? []
        if case .xcode = template.kind {
            do {
                context.xcodeTextMacros = try cache.xcodeTextMacros { () throws(ConfigurationError) in
                    try xcodeTextMacros(projectName: context.project, cache: cache)
                }
            } catch { throw .configuration(error) }
        }
        let output = outputLocation(request: request, project: project, rambafile: rambafile, module: module, packageTarget: packageTarget)
        let tests = testsLocation(request: request, project: project, rambafile: rambafile, module: module, packageTarget: packageTarget)
        var planner = Planner(
            outputDirectory: output.directory, outputSubpath: output.subpath, testsDirectory: tests.directory, testsSubpath: tests.subpath,
            workingDirectory: workingDirectory
        )
        planner.moduleFolder = output.folder
        planner.hasModuleFolder = template.manifest.hasModuleFolder
        // Built-in templates are written in the project's indentation; a team's own are its style already.
        let indentation: Indentation?
        do {
            indentation =
                template.origin == .builtin
                ? try cache.indentation(output.directory.path) { () throws(ConfigurationError) in
                    try HouseStyle.indentation(
                        output: output.directory,
                        project: ProjectFolder.of(
                            output: output.directory, configuration: project?.directory, workingDirectory: workingDirectory, environment: environment),
                        swiftFiles: cache.swiftFiles)
                } : nil
        } catch { throw .configuration(error) }
        let job = ModuleJob(
            module: module, template: template, renderer: cache.renderer(for: template), context: context,
            headerVariant: HeaderValues.variant(of: context, date: date, dateFormat: project?.dateFormat), indentation: indentation,
            includesTests: request.includesTests, planner: planner
        )
        try checkSpecNames(of: job)
        return job
    }

    /// Renders `job` in memory and compares each file with what is on disk: on `lane` alone, or
    /// spread over every lane when `lane` is `nil`.
    func plan(_ job: ModuleJob, lane: Int?) throws(GenerationError) -> Prepared {
        let render = { (context: RenderContext) throws(GenerationError) -> [RenderedFile] in
            let files = if let lane { try job.renderer.render(context, lane: lane) } else { try job.renderer.render(context) }
            guard let indentation = job.indentation else { return files }
            return files.map { file in
                guard file.path.hasSuffix(".swift") else { return file }
                let text = Reindentation.apply(String(decoding: file.data, as: UTF8.self), to: indentation)
                return RenderedFile(path: file.path, data: Data(text.utf8), isTest: file.isTest, isFolder: file.isFolder)
            }
        }
        let files = try render(job.context).filter { job.includesTests || !$0.isTest }
        try KeywordNameCheck.check(files, module: job.module.value) { (name: String) throws(GenerationError) in
            var context = job.context
            context.module = name
            return try render(context).filter { job.includesTests || !$0.isTest }
        }
        // Rendered with other header values only when a file exists with other content.
        var variants: [String: Data]?
        let variant = { (file: RenderedFile) -> Data? in
            if variants == nil {
                variants = Dictionary(((try? render(job.headerVariant)) ?? []).map { (Self.variantKey($0), $0.data) }) { first, _ in first }
            }
            return variants?[Self.variantKey(file)]
        }
        return Prepared(module: job.module, template: job.template, plan: try job.planner.plan(module: job.module.value, files: files, variant: variant))
    }

    /// A rendered file's part (module or tests) and path: what identifies it among its module's files.
    private static func variantKey(_ file: RenderedFile) -> String { (file.isTest ? "tests/" : "module/") + file.path }

    /// What identifies the template `request` asks for within one run.
    private func templateKey(_ request: GenerationRequest) -> String {
        let extra = request.extraTemplatesDirectory.map { resolve($0).path } ?? ""
        if let name = request.template { return "name \(name) in \(extra)" }
        if let directory = request.templateDirectory { return "folder \(resolve(directory).path)" }
        return "default in \(extra)"
    }

    /// Where the module folder goes: in `--path`; else in `output` from `.vipera.yml` (which
    /// may name the module's folder itself: `Modules/{{ module }}Module`); else in the
    /// `Rambafile`'s `project_file_path`; else in the package target's folder, which must stay
    /// inside the package; else in the working folder.
    /// - Returns: the folder, the module folder's parent below it, and the module folder's name
    ///   when it is not the module's.
    private func outputLocation(
        request: GenerationRequest, project: ProjectFile?, rambafile: Rambafile?, module: ModuleName, packageTarget: PackageTarget?
    ) -> (directory: URL, subpath: String, folder: String?) {
        if request.outputDirectory == nil, let project, let output = project.output, output.contains(GeneratorKeys.moduleTag) {
            let named = output.replacingOccurrences(of: GeneratorKeys.moduleTag, with: module.value)
            let parts = named.split(separator: "/").map(String.init)
            // The folder is the one above the first part the module's name is in.
            let first = parts.firstIndex { $0.contains(module.value) } ?? max(parts.count - 1, 0)
            let directory = project.directory.resolving(parts[..<first].isEmpty ? "." : parts[..<first].joined(separator: "/"))
            return (directory, parts[first..<max(parts.count - 1, first)].joined(separator: "/"), parts.last)
        }
        if let directory = request.outputDirectory.map(resolve)
            ?? project.flatMap({ project in project.output.map(project.directory.resolving) })
            ?? rambafile.flatMap({ file in file.projectFilePath.map(file.directory.resolving) })
        {
            return (directory, "", nil)
        }
        if let packageTarget { return (packageTarget.package.root, SwiftPackage.relative(packageTarget.target.path), nil) }
        return (workingDirectory, "", nil)
    }

    /// Where the module's test files go: `--tests-path` itself; else `<Module>Tests` below
    /// `tests_path` from `.vipera.yml`, or `tests_path` itself with the module's name for its
    /// `{{ module }}` (`ShopTests/{{ module }}`); else `<Module>` below the `Rambafile`'s `test_file_path`;
    /// else the package target's test target; else `Tests/<Module>Tests` below the working folder.
    private func testsLocation(
        request: GenerationRequest, project: ProjectFile?, rambafile: Rambafile?, module: ModuleName, packageTarget: PackageTarget?
    ) -> (directory: URL, subpath: String) {
        if let directory = request.testsDirectory { return (resolve(directory), "") }
        if let project, let testsPath = project.testsPath {
            if testsPath.contains(GeneratorKeys.moduleTag) {
                return (project.directory.resolving(testsPath.replacingOccurrences(of: GeneratorKeys.moduleTag, with: module.value)), "")
            }
            return (project.directory.resolving(testsPath), "\(module.value)Tests")
        }
        if let rambafile, let testFilePath = rambafile.testFilePath {
            return (rambafile.directory.resolving(testFilePath), module.value)
        }
        if let packageTarget {
            return (packageTarget.package.root, SwiftPackage.relative(packageTarget.package.testsPath(for: packageTarget.target) + "/\(module.value)"))
        }
        return (workingDirectory, "Tests/\(module.value)Tests")
    }

    /// A Swift package's target, with the package.
    typealias PackageTarget = (package: SwiftPackage, target: SwiftPackage.Target)

    /// Inside a Swift package (and with no output folder named, nor an Xcode project in the
    /// working folder), the package target the module goes in.
    private func packageTarget(request: GenerationRequest, project: ProjectFile?, cache: PlanningCache) throws(GenerationError) -> PackageTarget? {
        guard request.outputDirectory == nil, project?.output == nil else { return nil }
        guard !workingFolderEntries(cache).contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }),
            let package = try cache.package({ () throws(GenerationError) in
                try SwiftPackage.find(from: workingDirectory, timeLimit: try packageTimeLimit())
            })
        else { return nil }
        return (package, try package.target(named: request.target ?? project?.target))
    }

    /// The name of the only `.xcodeproj` (else the only `.xcworkspace`) in the working folder,
    /// as vipera 1.x named the project.
    private func xcodeProjectName(cache: PlanningCache) -> String? {
        for suffix in [".xcodeproj", ".xcworkspace"] {
            let matches = workingFolderEntries(cache).filter { $0.hasSuffix(suffix) }
            if matches.count == 1 { return String(matches[0].dropLast(suffix.count)) }
        }
        return nil
    }

    /// The team's Xcode text macros: the `IDETemplateMacros.plist` files Xcode reads for the
    /// working folder's project and workspace, and the user's.
    private func xcodeTextMacros(projectName: String, cache: PlanningCache) throws(ConfigurationError) -> IDETemplateMacros {
        let bundles = IDETemplateMacros.bundles(in: workingDirectory, entries: workingFolderEntries(cache), projectName: projectName)
        let files = IDETemplateMacros.searchOrder(
            project: bundles.project, workspace: bundles.workspace, user: environment["USER"],
            home: URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        )
        return try IDETemplateMacros.load(from: files)
    }

    /// The working folder's names, listed once a run.
    private func workingFolderEntries(_ cache: PlanningCache) -> [String] {
        cache.workingFolderEntries { (try? FileManager.default.contentsOfDirectory(atPath: workingDirectory.path)) ?? [] }
    }

    /// `$SOURCE_DATE_EPOCH`: whole seconds since 1970, within the years 1 to 9999.
    private func sourceDate() throws(GenerationError) -> Date? {
        let seconds = try EnvironmentNumber.value(
            "SOURCE_DATE_EPOCH", in: environment, range: -62_135_596_800...253_402_300_799, expected: "whole seconds since 1970")
        return seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    /// How long `swift package describe` may take: `$VIPERA_PACKAGE_TIMEOUT` seconds, else
    /// `SwiftPackage.defaultTimeLimit`.
    private func packageTimeLimit() throws(GenerationError) -> Int {
        try EnvironmentNumber.value("VIPERA_PACKAGE_TIMEOUT", in: environment, range: 1...3_600, expected: "a number of seconds")
            ?? SwiftPackage.defaultTimeLimit
    }
}
