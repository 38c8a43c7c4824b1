import Foundation
import ViperaCore
import ViperaSupport

/// The generator's part of `vipera init`: from what the project shows, where `vipera <Module>`
/// writes (the folder holding most module folders, how they are named, where their tests are),
/// the Xcode project and targets its files join, and the template: a built-in one when the team's
/// dialect is a built-in's and it writes the team's names (`BuiltInFit`), else one extracted from
/// the team's complete module that lints clean, or has fewest findings (`TemplateChoice`).
public struct GeneratorSetup: Sendable {
    /// The project's root, where `.vipera.yml` goes.
    public let root: URL
    /// The team's modules, as the validator's detection names them.
    public let modules: [String]
    /// The built-in template whose dialect the team's is; `nil` to extract one.
    public var builtInTemplate: String?
    /// The module to extract the template from (`--template-from`), whatever the dialect.
    public var templateFrom: String?
    /// How many findings each Swift file has (paths relative to the root), for choosing a
    /// module that lints clean.
    public var findings: [String: Int] = [:]
    /// The name of an extracted template.
    public var templateName = "team"
    /// Whether to check everything but write no template.
    public var dryRun = false
    /// `HOME`, for where the search for the Xcode project stops.
    public var environment: [String: String] = [:]

    public init(root: URL, modules: [String]) {
        self.root = root.standardizedFileURL
        self.modules = modules
    }

    /// Decides the keys, extracting the template (unless a dry run).
    /// - Parameter revise: the fixes of the findings in some of the project's files (paths
    ///   relative to the root) that `vipera lint --fix` makes: an extracted template has those of
    ///   its module's files, and its module's findings they clear do not count against it.
    /// - Throws: for `templateFrom`, what keeps that module from being extracted (nothing is
    ///   written): `.notExtractable` naming it, `.invalidModuleName`, `.alreadyExists`.
    public func run(revising revise: (_ files: Set<String>) -> SourceRevision = { _ in .none }) throws(GenerationError) -> GeneratorKeys {
        let project = ProjectFolders(root: root.path)
        let layout = ModuleLayout(modules: Self.modules(modules, presentedIn: project), in: project, root: root.path)
        var keys = GeneratorKeys()
        // Without modules, the app's code and tests show its targets.
        let modulesFiles = Set(layout.modules.flatMap { $0.folders.own(project.swiftFiles, in: project) }).sorted()
        let (moduleFiles, whose) = modulesFiles.isEmpty ? (project.swiftFiles.filter { !project.isInTests($0) }, "project's") : (modulesFiles, "modules'")
        let modulesTests = Self.files(of: layout.modules.compactMap(\.folders.tests), in: project)
        let testFiles = modulesFiles.isEmpty && modulesTests.isEmpty ? project.swiftFiles.filter(project.isInTests) : modulesTests
        var testsPath = layout.testsPath.map { ($0.path, "\($0.count) of the modules' test folders are there") }
        // A project below the root only when no module shows the output folder: generation adds
        // no file outside the project's folder, and new modules then go with the app's code.
        let targets = ProjectTargets.find(
            root: root, output: root.resolving(layout.output?.folder ?? "."), moduleFiles: moduleFiles, testFiles: testFiles,
            below: layout.output == nil ? project.xcodeProjects : [], environment: environment)
        // An app below the root without modules: new modules go with its code, in its project's folder.
        let appFolder = (try? targets.get()).flatMap { $0.isOnlyBelow ? $0.appFolder : nil }
        if let output = layout.output {
            let value = output.moduleFolder.map { output.folder == "." ? $0 : output.folder + "/" + $0 } ?? output.folder
            let named = output.moduleFolder.map { ", their folders named \($0)" } ?? ""
            keys.set(.output, value, because: "holds \(Self.share(output.count, of: layout.modules.count))\(named)")
        } else if let appFolder {
            keys.set(.output, appFolder, because: "no module shows where modules go: the app's code, in its Xcode project's folder")
        } else if layout.looked == 0 {
            keys.note("output: not set, new modules go to the project's root: \(Self.nothingToLearn)")
        } else {
            let why = "none of the \(counted(layout.looked, "module")) has a folder of its own" + (layout.unfound.map { ": \($0)" } ?? "")
            keys.note("output: not set, new modules go to the project's root (\(why))")
        }
        switch targets {
        case .success(let found):
            let how =
                found.isOnlyBelow ? "the only Xcode project below this folder, none being found from there upwards" : "the project found from there upwards"
            keys.set(.xcodeproj, found.project, because: how)
            if project.xcodeProjects.count > 1 {
                let others = project.xcodeProjects.filter { $0 != found.project }
                keys.note(
                    "apps: \(counted(project.xcodeProjects.count, "Xcode project")) below this folder; set up for \(found.project), "
                        + "where most modules are; to set up another (\(others.joined(separator: ", "))), run vipera init in its folder")
            }
            if let target = found.target {
                keys.set(.target, target.name, because: "compiles \(target.files) of the \(whose) \(counted(target.of, "Swift file"))")
            }
            if let testTarget = found.testTarget {
                keys.set(.testTarget, testTarget.name, because: "compiles \(testTarget.files) of their \(counted(testTarget.of, "test file"))")
            }
            if testsPath == nil, let folder = found.testFolder { testsPath = (folder, "the unit-test target's files are there") }
        case .failure(let unfound):
            keys.note("project: none found (\(unfound.reason))")
        }
        if let testsPath { keys.set(.testsPath, testsPath.0, because: testsPath.1) }
        try chooseTemplate(layout: layout, project: project, keys: &keys, revise: revise)
        return keys
    }

    /// Sets `template`: the one extracted from `templateFrom`, else the built-in when it writes
    /// the best candidate's names, else one extracted from the best candidate (an existing template of the name is kept, and said so).
    private func chooseTemplate(
        layout: ModuleLayout, project: ProjectFolders, keys: inout GeneratorKeys, revise: (_ files: Set<String>) -> SourceRevision
    ) throws(GenerationError) {
        let locator = TemplateLocator.standard(workingDirectory: root, environment: environment, extraDirectory: nil)
        let extractor = TemplateExtractor(workingDirectory: root, locator: locator)
        let destination = locator.projectDirectory.appendingPathComponent("templates").appendingPathComponent(templateName)
        let made = Self.outermostMissing(destination, below: root)
        if let templateFrom {
            let extraction = try extractor.extract(module: templateFrom, as: templateName, writing: !dryRun)
            keys.extracted(extraction, name: templateName, module: templateFrom, reason: "named with --template-from", dryRun: dryRun, made: made)
            return
        }
        let candidates = TemplateChoice.ranked(layout, project: project, findings: findings, revise: revise)
        var unfit: String?
        if let builtInTemplate {
            guard let best = candidates.first,
                let fit = BuiltInFit(template: builtInTemplate, module: best, root: root, project: project, environment: environment)
            else {
                keys.set(.template, builtInTemplate, because: "the built-in template written in the team's dialect")
                return
            }
            guard !fit.fits else {
                keys.set(.template, builtInTemplate, because: "the built-in template written in the team's dialect and names (as module \(best.name) is)")
                return
            }
            unfit = fit.reason(template: builtInTemplate, module: best.name)
        }
        if FileReading.entryExists(atPath: destination.path) {
            keys.set(.template, templateName, because: "kept: .vipera/templates/\(templateName) exists already (remove it to extract one again)")
            return
        }
        switch TemplateChoice.extract(candidates, with: extractor, as: templateName, writing: !dryRun) {
        case .success(let choice):
            let reason = (unfit.map { $0 + "; " } ?? "") + choice.reason
            keys.extracted(choice.extraction, name: templateName, module: choice.module, reason: reason, dryRun: dryRun, made: made)
        case .failure where layout.looked == 0 && builtInTemplate == nil:
            keys.note("template: not set, new modules use the built-in template \(TemplateLocator.defaultTemplateName): \(Self.nothingToLearn)")
        case .failure(let failures):
            let why =
                candidates.isEmpty
                ? "no module has a folder of its own" : "none of \(candidates.prefix(TemplateChoice.attempts).count) modules tried could be extracted"
            if let builtInTemplate, let unfit {
                keys.set(.template, builtInTemplate, because: "the built-in template written in the team's dialect, though \(unfit), as \(why)")
            } else {
                keys.note("template: not set (the default, viper, is not the team's dialect): \(why)")
            }
            for reason in failures.reasons { keys.note("  \(reason)") }
        }
    }

    /// Why init learns nothing from a project without modules.
    private static let nothingToLearn = "the project has no modules to learn from (none was found in its Swift files)"

    /// `count` of `total` modules with folders of their own, said as one would.
    static func share(_ count: Int, of total: Int) -> String {
        total == 1 ? "the only module with a folder of its own" : "\(count) of the \(total) modules with folders of their own"
    }

    /// `modules`, and those a presenter's file is named for, after the module's name or before it
    /// (`PhotoListPresenter.swift`, `PresenterLogin.swift`), which detection does not name when
    /// their protocols follow no dialect it knows.
    private static func modules(_ modules: [String], presentedIn project: ProjectFolders) -> [String] {
        let presented = project.swiftFiles.compactMap { file in
            project.isInTests(file) ? nil : presentedModule(fileName: ProjectFolders.lastComponent(file))
        }
        return Array(Set(modules + presented)).sorted()
    }

    /// The module a presenter's file `fileName` is named for (`PhotoList` for
    /// `PhotoListPresenter.swift`, `Login` for `PresenterLogin.swift`), or `nil`.
    static func presentedModule(fileName: String) -> String? {
        let role = "Presenter"
        guard fileName.hasSuffix(".swift"), fileName.first?.isUppercase == true else { return nil }
        let name = fileName.dropLast(".swift".count)
        if name.hasSuffix(role), name.count > role.count { return String(name.dropLast(role.count)) }
        if name.hasPrefix(role), name.dropFirst(role.count).first?.isUppercase == true { return String(name.dropFirst(role.count)) }
        return nil
    }

    /// The outermost folder of `folder`'s path below `root` that does not exist yet.
    private static func outermostMissing(_ folder: URL, below root: URL) -> URL? {
        var missing: URL?
        var current = folder.standardizedFileURL
        while current.path.count > root.path.count, !FileReading.entryExists(atPath: current.path) {
            missing = current
            current = current.deletingLastPathComponent()
        }
        return missing
    }

    /// The Swift files below `folders`, relative to the root.
    private static func files(of folders: [String], in project: ProjectFolders) -> [String] {
        project.swiftFiles.filter { file in folders.contains { file.hasPrefix($0 + "/") } }
    }
}
