import Foundation
import ViperaCore

/// Decides where each rendered file goes and what writing it would do.
///
/// One rule for every output: a folder the user named (`--path`, `--tests-path`, `output:`,
/// `tests_path:`, a spec's `path:`, else the working folder) is taken as it is, symlinks and
/// all; every folder and file vipera adds below it (the module folder, `Tests/<Module>Tests`,
/// the template's paths) must stay inside it, symlinks resolved.
struct Planner {
    /// The folder the module folder goes in.
    let outputDirectory: URL
    /// The folder the test files' path starts from.
    let testsDirectory: URL
    /// The path of the test files' folder below `testsDirectory` (e.g. `Tests/LoginTests`),
    /// empty when `testsDirectory` is that folder itself.
    let testsSubpath: String
    /// The folder paths are shown relative to.
    let workingDirectory: URL
    /// The working folder's resolved path and a slash: the prefix `display(_:)` drops.
    private let displayBase: String

    init(outputDirectory: URL, testsDirectory: URL, testsSubpath: String = "", workingDirectory: URL) {
        self.outputDirectory = outputDirectory
        self.testsDirectory = testsDirectory
        self.testsSubpath = testsSubpath
        self.workingDirectory = workingDirectory
        displayBase = workingDirectory.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    }

    func plan(module: String, files: [RenderedFile]) throws(GenerationError) -> GenerationPlan {
        let outputRoot = OutputLocation(root: outputDirectory, display: display(standardizedPath:))
        let testsRoot = OutputLocation(root: testsDirectory, display: display(standardizedPath:))
        let moduleDirectory = try outputRoot.path(for: module, below: outputRoot.rootPath, isFolder: true)
        var entries: [GenerationPlan.Entry] = []
        var seen: Set<String> = []
        for file in files {
            let target =
                file.isTest
                ? try testsRoot.path(for: testsSubpath.isEmpty ? file.path : "\(testsSubpath)/\(file.path)", below: testsRoot.rootPath)
                : try outputRoot.path(for: file.path, below: moduleDirectory.path)
            let displayPath = display(standardizedPath: target.standardized)
            guard seen.insert(target.path).inserted else {
                throw .unsafePath(path: displayPath, reason: "two template files render to the same path")
            }
            let status: GenerationPlan.Status
            if target.isAbsent {
                status = .new
            } else if file.isFolder {
                status = try folderExists(target.path, shown: displayPath) ? .unchanged : .new
            } else {
                status =
                    switch try existingContent(of: target.path, shown: displayPath) {
                    case nil: .new
                    case file.data?: .unchanged
                    default: .conflict
                    }
            }
            entries.append(
                .init(
                    displayPath: displayPath, url: target.url, path: target.path, data: file.data, status: status, isTest: file.isTest,
                    isFolder: file.isFolder))
        }
        return GenerationPlan(entries: entries.sorted { $0.displayPath < $1.displayPath })
    }

    /// Whether the folder at `path` exists; a file in its place is refused.
    private func folderExists(_ path: String, shown: String) throws(GenerationError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        guard isDirectory.boolValue else { throw .unsafePath(path: shown, reason: "a file exists where the folder would go") }
        return true
    }

    /// The bytes at `path`, `nil` when nothing is there.
    private func existingContent(of path: String, shown: String) throws(GenerationError) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            throw .unsafePath(path: shown, reason: "a folder exists where the file would go")
        }
        do {
            return try FileReading.data(atPath: path)
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
