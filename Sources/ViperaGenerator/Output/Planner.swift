import Foundation
import ViperaSupport

/// Decides where each rendered file goes and what writing it would do.
///
/// One rule for every output: a folder the user named (`--path`, `--tests-path`, `output:`,
/// `tests_path:`, a spec's `path:`, else the working folder; a Swift package's root) is taken
/// as it is, symlinks and all; every folder and file vipera adds below it (a package target's
/// folder, the module folder, `Tests/<Module>Tests`, the template's paths) must stay inside it,
/// symlinks resolved.
struct Planner {
    /// The folder the module folder goes in (or below, at `outputSubpath`).
    let outputDirectory: URL
    /// The path of the module folder's parent below `outputDirectory` (a package target's
    /// `Sources/Shop`), empty when the module folder goes in `outputDirectory` itself.
    let outputSubpath: String
    /// The folder the test files' path starts from.
    let testsDirectory: URL
    /// The path of the test files' folder below `testsDirectory` (e.g. `Tests/LoginTests`),
    /// empty when `testsDirectory` is that folder itself.
    let testsSubpath: String
    /// The folder paths are shown relative to.
    let workingDirectory: URL
    /// The module folder's name when it is not the module's (`WalletModule`, from `output:`).
    var moduleFolder: String?
    /// Whether the module's files go in a module folder; `false` for a template of a project laid
    /// out by role (`TemplateManifest.hasModuleFolder`), whose paths start at the output folder.
    var hasModuleFolder = true
    /// The working folder's resolved path and a slash: the prefix `display(_:)` drops.
    private let displayBase: String

    init(outputDirectory: URL, outputSubpath: String = "", testsDirectory: URL, testsSubpath: String = "", workingDirectory: URL) {
        self.outputDirectory = outputDirectory
        self.outputSubpath = outputSubpath
        self.testsDirectory = testsDirectory
        self.testsSubpath = testsSubpath
        self.workingDirectory = workingDirectory
        displayBase = workingDirectory.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    }

    /// A planner for files written straight into `folder` (a copied template, an exported
    /// bundle), shown with their full paths.
    init(folder: URL) {
        self.init(outputDirectory: folder, testsDirectory: folder, workingDirectory: URL(fileURLWithPath: "/"))
    }

    /// The module's files: the module folder `module` below the output folder, test files below
    /// the tests folder.
    /// - Parameter variant: a file as rendered with other header values (`HeaderValues`), asked
    ///   for a file that exists with other content: one that differs only in those is unchanged.
    func plan(module: String, files: [RenderedFile], variant: ((RenderedFile) -> Data?)? = nil) throws(GenerationError) -> GenerationPlan {
        let outputRoot = try OutputLocation(root: outputDirectory, display: display(standardizedPath:))
        let testsRoot = try OutputLocation(root: testsDirectory, display: display(standardizedPath:))
        let folder = [outputSubpath, hasModuleFolder ? moduleFolder ?? module : ""].filter { !$0.isEmpty }.joined(separator: "/")
        let moduleDirectory = folder.isEmpty ? outputRoot.rootPath : try outputRoot.path(for: folder, below: outputRoot.rootPath, isFolder: true).path
        var entries: [GenerationPlan.Entry] = []
        var seen: Set<String> = []
        for file in files {
            let target =
                file.isTest
                ? try testsRoot.path(for: testsSubpath.isEmpty ? file.path : "\(testsSubpath)/\(file.path)", below: testsRoot.rootPath)
                : try outputRoot.path(for: file.path, below: moduleDirectory)
            entries.append(try entry(for: file, at: target, seen: &seen, variant: variant))
        }
        return GenerationPlan(entries: entries.sorted { $0.displayPath < $1.displayPath })
    }

    /// Files whose paths are relative to the output folder itself.
    func plan(files: [RenderedFile]) throws(GenerationError) -> GenerationPlan {
        let root = try OutputLocation(root: outputDirectory, display: display(standardizedPath:))
        var entries: [GenerationPlan.Entry] = []
        var seen: Set<String> = []
        for file in files {
            entries.append(try entry(for: file, at: try root.path(for: file.path, below: root.rootPath, isFolder: file.isFolder), seen: &seen))
        }
        return GenerationPlan(entries: entries.sorted { $0.displayPath < $1.displayPath })
    }

    /// What writing `file` at the checked path `target` would do.
    /// - Parameters:
    ///   - seen: the paths planned so far; two files at one path are refused.
    ///   - variant: `file` rendered with other header values.
    private func entry(
        for file: RenderedFile, at target: OutputPath, seen: inout Set<String>, variant: ((RenderedFile) -> Data?)? = nil
    ) throws(GenerationError) -> GenerationPlan.Entry {
        let displayPath = display(standardizedPath: target.standardized)
        guard seen.insert(target.path).inserted else {
            throw .unsafePath(path: displayPath, reason: "two template files render to the same path")
        }
        let status: GenerationPlan.Status
        var found: FileIdentity?
        if target.isAbsent {
            status = .new
        } else if file.isFolder {
            status = try folderExists(target.path, shown: displayPath) ? .unchanged : .new
        } else if let existing = try existingContent(of: target.path, shown: displayPath) {
            found = existing.identity
            let sameButHeader = {
                variant?(file).map { HeaderValues.differOnlyInHeader(existing: existing.data, rendered: file.data, variant: $0) } ?? false
            }
            status = existing.data == file.data || sameButHeader() ? .unchanged : .conflict
        } else {
            status = .new
        }
        return GenerationPlan.Entry(
            displayPath: displayPath, url: target.url, path: target.path, data: file.data, status: status, isTest: file.isTest,
            isFolder: file.isFolder, found: found)
    }

    /// Whether the folder at `path` exists; a file in its place is refused.
    private func folderExists(_ path: String, shown: String) throws(GenerationError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        guard isDirectory.boolValue else { throw .unsafePath(path: shown, reason: "a file exists where the folder would go") }
        return true
    }

    /// The bytes at `path` and the file they were read from, `nil` when nothing is there.
    private func existingContent(of path: String, shown: String) throws(GenerationError) -> (data: Data, identity: FileIdentity)? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            throw .unsafePath(path: shown, reason: "a folder exists where the file would go")
        }
        // Taken before reading: a change made meanwhile makes the write refuse the plan.
        let identity = FileIdentity.of(following: path)
        do {
            let data = try FileReading.data(atPath: path)
            guard let identity else { return nil }
            return (data, identity)
        } catch {
            throw .unsafePath(path: shown, reason: "the existing file cannot be read (\(error.description))")
        }
    }

    /// `url` relative to the working folder when it is inside it.
    func display(_ url: URL) -> String {
        display(standardizedPath: url.standardizedFileURL.path)
    }

    /// A standardized path relative to the working folder when it is inside it.
    func display(standardizedPath path: String) -> String {
        path.hasPrefix(displayBase) ? String(path.dropFirst(displayBase.count)) : path
    }
}
