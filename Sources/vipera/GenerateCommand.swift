import ArgumentParser
import Foundation
import ViperaCore
import ViperaGenerator
import ViperaSupport

/// `vipera [generate] <Module> [<template>]`: writes a module from a template.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate a module from a template (the default command).",
        discussion: TemplateOrigin.Place.orderDescription
    )

    /// The module's name; its first letter is upper-cased. Nothing completes it, but saying so
    /// (an empty list) keeps fish's script counting it, so the template is the second argument.
    @Argument(help: "The module's name, e.g. Login (omit with --spec, or to generate .vipera.yml's `modules:`).", completion: .list([]))
    var module: String?

    @Argument(help: "The template to use (default: `template:` from .vipera.yml, else viper).", completion: TemplateCompletion.kind)
    var template: String?

    @Option(
        name: [.customShort("p"), .long], help: ArgumentHelp("Where the module folder goes (default: `output:` from .vipera.yml, else .).", valueName: "dir"))
    var path: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("A template parameter; repeatable.", valueName: "key=value"))
    var parameters: [String] = []

    @Option(help: "The author named in file headers (default: .vipera.yml, git user.name, $USER).")
    var author: String?

    @Option(help: ArgumentHelp("An extra folder searched for templates first.", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("A template folder to use instead of a named template (vipera, Generamba or an Xcode .xctemplate).", valueName: "dir"))
    var templateDir: String?

    @Option(
        help: ArgumentHelp("Where the template's test files go (default: <Module>Tests in `tests_path:` from .vipera.yml, else in Tests).", valueName: "dir"))
    var testsPath: String?

    @Flag(help: "Do not generate the template's test files.")
    var noTests = false

    @Option(help: ArgumentHelp("A module spec (YAML) listing many modules to generate in one run.", valueName: "file"))
    var spec: String?

    @Option(
        help: ArgumentHelp(
            "The Xcode project to add the files to (default: `xcodeproj:` from .vipera.yml, else the nearest one from the output folder upwards).",
            valueName: "path.xcodeproj"))
    var project: String?

    @Option(
        help:
            "The target the module joins: in a Swift package, the target it goes in; in an Xcode project, the one that builds it (default: `target:` from .vipera.yml, else the only one)."
    )
    var target: String?

    @Option(help: "The project target test files join (default: `test_target:` from .vipera.yml, else the app's test target).")
    var testTarget: String?

    @Flag(help: "Do not add the files to an Xcode project.")
    var noProject = false

    @Flag(help: "Print what would be written, marked new / unchanged / conflict, and write nothing.")
    var dryRun = false

    @Flag(help: "Overwrite existing files whose content differs.")
    var force = false

    @Flag(help: "Keep existing files whose content differs and write the rest.")
    var skipExisting = false

    @Flag(help: "Print nothing on success (and no progress).")
    var quiet = false

    @OptionGroup var colorOption: ColorOption

    func validate() throws {
        if force && skipExisting {
            throw ValidationError("--force and --skip-existing cannot be used together.")
        }
        if noTests && testsPath != nil {
            throw ValidationError("--no-tests and --tests-path cannot be used together.")
        }
        if spec != nil && (module != nil || template != nil) {
            throw ValidationError("Give a module name or --spec, not both.")
        }
        if templateDir != nil && template != nil {
            throw ValidationError("Give a template name or --template-dir, not both.")
        }
        try refuseMistypedCommand()
    }

    /// `vipera lnt` is a mistyped `vipera lint`, not a module `Lnt`: a lower-case name a small edit
    /// away from a command (or from two: `int`) is refused unless `generate` was written out.
    private func refuseMistypedCommand() throws {
        guard let module, let first = module.first, first.isLowercase, CommandLine.arguments.dropFirst().first != Self.configuration.commandName
        else { return }
        let commands = Vipera.commandNames.filter { $0 != Self.configuration.commandName }
        let nearest = Suggestion.nearest(to: module, among: commands)
        guard !nearest.isEmpty else { return }
        let name = first.uppercased() + module.dropFirst()
        let meant = nearest.map { "'vipera \($0)'" }.joined(separator: " or ")
        throw ValidationError("'\(module)' is not a command; did you mean \(meant)? To generate a module named \(name), write 'vipera \(name)'.")
    }

    func run() throws {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let generator = Generator(workingDirectory: workingDirectory)
        let interruption = WriteInterruption()
        SignalTrap.install { signal in interruption.shouldDefer(signal: signal) }
        let errors = colorOption.errors
        try runReportingFailure(style: errors) {
            var request = GenerationRequest(
                module: module ?? "",
                template: template,
                outputDirectory: path.map { URL(fileURLWithPath: $0) },
                testsDirectory: testsPath.map { URL(fileURLWithPath: $0) },
                parameters: try GenerationRequest.parameters(from: parameters),
                author: author,
                extraTemplatesDirectory: templates.map { URL(fileURLWithPath: $0) },
                templateDirectory: templateDir.map { URL(fileURLWithPath: $0) }
            )
            request.includesTests = !noTests
            request.target = target
            let policy = conflictPolicy
            // Another run may change the files between planning and writing (nothing is written
            // then): plan again against what it left.
            for attempt in 1...Self.attempts {
                let (report, update) = try prepare(request, generator: generator, in: workingDirectory, showsNotes: attempt == 1)
                let output = colorOption.output
                if dryRun {
                    print(report.dryRun().rendered(output), terminator: "")
                    if let update { show(update, dryRun: true) }
                    return
                }
                let result: WriteResult
                do {
                    result = try generator.write(report.plan, policy: policy, interruption: interruption) { folder in
                        if !quiet { printDiagnostic(.note, "waiting for another vipera run writing in '\(folder)'", style: errors) }
                    }
                } catch GenerationError.changedMeanwhile where attempt < Self.attempts {
                    continue
                }
                for warning in result.warnings { printDiagnostic(.warning, warning, style: errors) }
                if !quiet {
                    print(report.summary(written: result.written, policy: policy).rendered(output), terminator: "")
                    if let update { show(update, dryRun: false) }
                }
                return
            }
        }
    }

    /// Prints what the project update adds (or would add), or, as a note, why the files join no project.
    private func show(_ update: ProjectUpdate, dryRun: Bool) {
        if let notAdded = update.notAdded {
            printDiagnostic(.note, "the files \(dryRun ? "would be" : "were") added to no project: \(notAdded)", style: colorOption.errors)
        } else if dryRun {
            print(update.dryRun.escapingControlCharactersInLines, terminator: "")
        } else {
            print(update.summary.escapingControlCharactersInLines)
        }
    }

    /// What the write does with conflicting files: `--force`, `--skip-existing`, else refuse.
    private var conflictPolicy: ConflictPolicy { force ? .overwrite : skipExisting ? .skip : .refuse }

    /// How many times a run plans when other runs keep changing its files before it writes.
    private static let attempts = 3

    /// Renders and plans the module (or the spec), with the Xcode project's update.
    /// - Parameter showsNotes: whether to note a capitalized module name.
    private func prepare(
        _ request: GenerationRequest, generator: Generator, in workingDirectory: URL, showsNotes: Bool
    ) throws -> (GenerationReport, ProjectUpdate?) {
        var report: GenerationReport
        if let moduleSpec = try moduleSpec(in: workingDirectory) {
            let progress = ProgressLine(quiet: quiet) { done, total in "rendered \(done) of \(counted(total, "module"))" }
            defer { progress?.finish() }
            let prepared = try generator.plan(spec: moduleSpec, base: request, progress: progress?.handler)
            let plan = GenerationPlan(combining: prepared.map(\.plan))
            report = GenerationReport(title: "\(counted(prepared.count, "module")) from \(moduleSpec.file.lastPathComponent)", plan: plan)
        } else {
            let prepared = try generator.plan(request)
            if prepared.module.wasCapitalized && !quiet && showsNotes {
                printDiagnostic(.note, "module name '\(request.module)' was capitalized to '\(prepared.module.value)'", style: colorOption.errors)
            }
            report = GenerationReport(prepared: prepared)
        }
        if showsNotes && !quiet {
            for note in report.plan.notes { printDiagnostic(.note, note, style: colorOption.errors) }
        }
        var update: ProjectUpdate?
        if !noProject {
            let options = ProjectOptions(
                project: project.map { URL(fileURLWithPath: $0) }, target: target, testTarget: testTarget,
                policy: conflictPolicy)
            update = try generator.projectUpdate(for: report.plan, options: options)
            if let entry = update?.entry {
                report = GenerationReport(title: report.title, plan: report.plan.adding(entry))
            }
        }
        return (report, update)
    }

    /// The spec to generate: `--spec`, else `.vipera.yml`'s `modules:` when no module is named.
    private func moduleSpec(in workingDirectory: URL) throws -> ModuleSpec? {
        if let spec { return try ModuleSpec(file: URL(fileURLWithPath: spec, relativeTo: workingDirectory)) }
        guard module == nil else { return nil }
        if let project = try ProjectFile.load(from: workingDirectory), let modules = project.modules {
            return try ModuleSpec(projectFile: project, modules: modules)
        }
        throw ValidationError("Missing expected argument '<module>' (or --spec <file>).")
    }
}
