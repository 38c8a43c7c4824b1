import Foundation
import ViperaCore
import ViperaSupport

/// A module's files and its tests' files as read from the project, and the template made of
/// them.
struct ModuleSource {
    let spellings: NameSpellings
    /// The module's folder and its tests' folder, as full paths.
    let moduleFolder: String
    /// The module's folder as the user sees it (relative to the project's root).
    let shownFolder: String
    let testsFolder: String?
    /// The module's files and its tests' files, paths relative to their folder.
    let moduleFiles: [TemplateFile]
    let testFiles: [TemplateFile]
    /// What the user should know about the template.
    let notes: [String]
    /// Whether the module is laid out by role: its template writes no module folder.
    let isLaidOutByRole: Bool
    /// The top-level declarations of the module's files and of its tests' not named for the module.
    let shared: (module: SharedDeclarations, tests: SharedDeclarations)
    /// The names the project declares, which a Swift file's identifiers are made tags in.
    private let declared: Set<String>

    /// - Parameter revised: texts to take instead of some of the files' (paths relative to `root`).
    /// - Throws: `.notExtractable` for an empty module folder or one with no file a module made
    ///   from the template would have; `.configuration` for a file that cannot be read.
    init(module: String, folders: ModuleFolders, root: String, project: ProjectFolders, revised: [String: String] = [:]) throws(GenerationError) {
        spellings = NameSpellings(module: module)
        shownFolder = folders.module
        moduleFolder = Self.fullPath(of: folders.module, root: root)
        testsFolder = folders.tests.map { Self.fullPath(of: $0, root: root) }
        isLaidOutByRole = folders.isLaidOutByRole
        do {
            let inFolder = try Self.files(in: folders.module, root: root, revised: revised)
            let path = { (file: TemplateFile) in folders.module == "." ? file.path : folders.module + "/" + file.path }
            let own = Set(folders.own(inFolder.map(path), in: project))
            moduleFiles = inFolder.filter { own.contains(path($0)) }
            if let tests = folders.tests {
                testFiles = try Self.files(in: tests, root: root, revised: revised)
            } else {
                testFiles = []
            }
        } catch {
            throw .configuration(error)
        }
        guard !moduleFiles.isEmpty else { throw .notExtractable(path: moduleFolder, reason: "the folder holds no file") }
        let shownTests = folders.tests ?? ""
        let ownSwiftFiles = Set(folders.own(project.swiftFiles, in: project))
        let fullTests = testsFolder
        let inTests = { (file: String) in fullTests.map { (root + "/" + file).hasPrefix($0 + "/") } ?? false }
        let others = project.swiftFiles.filter { !ownSwiftFiles.contains($0) && !inTests($0) }
        let collector = DeclaredNameCollector(viewMode: .sourceAccurate)
        let values = spellings.spellings.map(\.value)
        for file in moduleFiles + testFiles where file.path.hasSuffix(".swift") {
            if let text = file.text { collector.collect(text) }
        }
        for file in others {
            guard let data = try? FileReading.data(atPath: root + "/" + file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if values.contains(where: { text.contains($0) }) { collector.collect(text) }
        }
        declared = collector.names
        shared = (
            SharedDeclarations(files: moduleFiles, spellings: spellings, shown: shownFolder),
            SharedDeclarations(files: testFiles, spellings: spellings, shown: shownTests)
        )
        notes = shared.module.notes + shared.tests.notes
        if moduleFiles.allSatisfy({ shared.module.moduleOnlyFiles.contains($0.path) }) {
            throw .notExtractable(
                path: moduleFolder,
                reason:
                    "none of its files is named for module '\(module)' or declares a name that is: they stay the module's own, and a module made from the template would have no file"
            )
        }
    }

    /// The files below `folder` (relative to `root`, or absolute), sorted by path, those `revised`
    /// names with its text.
    private static func files(in folder: String, root: String, revised: [String: String]) throws(ConfigurationError) -> [TemplateFile] {
        try TemplateDirectoryReader.files(in: URL(fileURLWithPath: fullPath(of: folder, root: root))).map { file in
            let path = folder == "." ? file.path : folder + "/" + file.path
            return revised[path].map { TemplateFile(path: file.path, data: Data($0.utf8)) } ?? file
        }.sorted { $0.path < $1.path }
    }

    /// `folder` (relative to `root`, or absolute) as a full path.
    private static func fullPath(of folder: String, root: String) -> String {
        folder == "." ? root : folder.hasPrefix("/") ? folder : root + "/" + folder
    }

    /// The template: the module's files at its root, its tests under the tests part, and a
    /// `template.yml` naming where it came from.
    func template(name: String, destination: URL) throws(GenerationError) -> Template {
        let topLevel = Set(moduleFiles.map { String($0.path.split(separator: "/")[0]) })
        if topLevel.contains(Template.manifestFileName) {
            throw .notExtractable(path: "\(moduleFolder)/\(Template.manifestFileName)", reason: "a template's own manifest has this name")
        }
        let testsPart = Self.unused("Tests", among: topLevel)
        let includes = Self.unused("_includes", among: topLevel)
        var files = moduleFiles.map { templated($0, under: nil) }
        files += testFiles.map { templated($0, under: testsPart) }
        var manifest = "summary: Extracted from module \(spellings.module) (\(shownFolder)) by vipera templates extract\n"
        manifest += "includes: \(includes)\n"
        if !testFiles.isEmpty { manifest += "tests: \(testsPart)\n" }
        if isLaidOutByRole { manifest += "moduleFolder: false\n" }
        files.append(TemplateFile(path: Template.manifestFileName, data: Data(manifest.utf8)))
        do {
            return try Template(name: name, origin: TemplateOrigin(place: .project, directory: destination), files: files)
        } catch {
            throw .configuration(error)
        }
    }

    /// `file` as a template file, below `folder` when given.
    /// A file only the module has is named for it alone (another module's name renders empty);
    /// one named with a shortened form of the module's name, for each module (`ShortenedName`).
    private func templated(_ file: TemplateFile, under folder: String?) -> TemplateFile {
        var path = spellings.template(file.path)
        let fileName = ProjectFolders.lastComponent(file.path)
        if (folder == nil ? shared.module : shared.tests).moduleOnlyFiles.contains(file.path) {
            let onlyFor = SharedDeclarations.onlyFor(spellings.module)
            path = TemplateText()
            path.append(tag: onlyFor.open)
            path.append(text: file.path)
            path.append(tag: onlyFor.close)
        } else if fileName.hasSuffix(".swift"), let text = file.text, spellings.occurs(in: text),
            let named = ShortenedName(module: spellings.module).template(of: fileName, spellings: spellings)
        {
            path = spellings.template(String(file.path.dropLast(fileName.count)))
            path.append(named)
        }
        let data: Data
        if let text = file.text {
            let renamed = shared.module.renamed.merging(shared.tests.renamed) { first, _ in first }
            let template =
                file.path.hasSuffix(".swift")
                ? SwiftFileTemplating(spellings: spellings, declared: declared, renamed: renamed).template(text, path: file.path) : spellings.template(text)
            data = Data(template.text.utf8)
        } else {
            data = file.data
        }
        return TemplateFile(path: folder.map { "\($0)/\(path.text)" } ?? path.text, data: data)
    }

    /// `preferred`, or it with underscores before it, whichever `taken` does not hold.
    private static func unused(_ preferred: String, among taken: Set<String>) -> String {
        var name = preferred
        while taken.contains(name) { name = "_" + name }
        return name
    }
}
