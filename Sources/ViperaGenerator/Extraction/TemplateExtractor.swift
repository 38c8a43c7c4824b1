import Foundation
import ViperaCore
import ViperaSupport

/// Turns one of a project's modules into a Stencil template in `./.vipera/templates/<name>/`
/// (`vipera templates extract`): every spelling of the module's name in paths and contents
/// becomes a tag, text that would read as a tag is escaped, and the module's tests come along
/// as the template's tests part.
///
/// Before anything is written, the template is rendered for the module and must give back its
/// files byte for byte, and rendered for another name its Swift files must still parse; it is
/// then written all-or-nothing, like a copied template.
public struct TemplateExtractor: Sendable {
    /// The project's root: where modules are looked for, and paths are shown relative to.
    public let workingDirectory: URL
    /// Where the project's templates live (`projectDirectory/templates`).
    public let locator: TemplateLocator

    public init(workingDirectory: URL, locator: TemplateLocator) {
        self.workingDirectory = workingDirectory
        self.locator = locator
    }

    /// Extracts module `module` as template `name`.
    /// - Parameters:
    ///   - from: the module's folder (`--from`), when its name does not find it alone.
    ///   - testsFrom: the folder of its tests (`--tests-from`).
    ///   - writing: whether to write the template; `false` checks it all the same (`vipera init --dry-run`).
    ///   - revised: texts to take instead of some of the files' (paths relative to the working
    ///     folder): `vipera init`'s template has the fixes of its module's findings made.
    /// - Throws: `.notExtractable` naming the file or folder at fault, `.invalidModuleName`,
    ///   `.alreadyExists`, or a write error (nothing is left half-written).
    public func extract(
        module: String, from: String? = nil, testsFrom: String? = nil, as name: String, writing: Bool = true, revised: [String: String] = [:]
    ) throws(GenerationError) -> TemplateExtraction {
        let moduleName: ModuleName
        do { moduleName = try ModuleName(validating: module) } catch { throw .invalidModuleName(error) }
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw .unsafePath(path: name, reason: "a template name is a single folder name")
        }
        let destination = locator.projectDirectory.appendingPathComponent("templates").appendingPathComponent(name)
        let root = workingDirectory.standardizedFileURL.path
        let project = ProjectFolders(root: root)
        // A module that is not there is the first thing to say, before the template's folder.
        let folders: ModuleFolders
        do {
            folders = try ModuleFolders(
                module: moduleName.value, in: project, root: root, from: from.map(relative), testsFrom: testsFrom.map(relative))
        } catch {
            // No folder is named for the module alone, but one named for it with more after it
            // (`DetailView`) holds all its files: that is its folder, as if named with --from.
            guard from == nil, let folder = ModuleFolders.namedFilesFolder(of: moduleName.value, in: project, root: root) else { throw error }
            folders = try ModuleFolders(module: moduleName.value, in: project, root: root, from: folder, testsFrom: testsFrom.map(relative))
        }
        if FileReading.entryExists(atPath: destination.path) { throw .alreadyExists(path: destination.path) }
        let source = try ModuleSource(module: moduleName.value, folders: folders, root: root, project: project, revised: revised)
        let template = try source.template(name: name, destination: destination)
        try ExtractionCheck(source: source, template: template).run()
        let files = (template.files + (template.manifestFile.map { [$0] } ?? [])).map { file in
            RenderedFile(path: file.path, data: file.data, isTest: false)
        }
        let plan = try Planner(folder: destination).plan(files: files)
        if writing { _ = try PlanWriter(display: \.path).write(plan, policy: .refuse) }
        return TemplateExtraction(
            destination: destination, moduleFolder: folders.module, testsFolder: folders.tests,
            files: source.moduleFiles.count, testFiles: source.testFiles.count, notes: source.notes)
    }

    /// `path` relative to the working folder (made so when it is absolute and inside it).
    private func relative(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
        let standardized = absolute.standardizedFileURL.path
        let root = workingDirectory.standardizedFileURL.path
        return standardized == root ? "." : AbsolutePath.relative(standardized, to: root)
    }
}

/// What an extraction wrote.
public struct TemplateExtraction: Sendable {
    /// The template's folder.
    public let destination: URL
    /// The module's folder, relative to the working folder.
    public let moduleFolder: String
    /// The folder its tests came from, if any.
    public let testsFolder: String?
    /// How many of the module's files, and of its tests, the template holds.
    public let files: Int
    public let testFiles: Int
    /// What the user should know about the template (files it will write again for every module).
    public let notes: [String]
}
