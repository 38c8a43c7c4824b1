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
        let outputRoot = OutputLocation(root: outputDirectory, display: display)
        let testsRoot = OutputLocation(root: testsDirectory, display: display)
        let moduleDirectory = try outputRoot.url(for: module, below: outputRoot.root, isFolder: true)
        var entries: [GenerationPlan.Entry] = []
        var seen: Set<String> = []
        for file in files {
            let url =
                file.isTest
                ? try testsRoot.url(for: testsSubpath.isEmpty ? file.path : "\(testsSubpath)/\(file.path)", below: testsRoot.root)
                : try outputRoot.url(for: file.path, below: moduleDirectory)
            guard seen.insert(url.path).inserted else {
                throw .unsafePath(path: display(url), reason: "two template files render to the same path")
            }
            let status: GenerationPlan.Status
            if file.isFolder {
                status = try folderExists(url) ? .unchanged : .new
            } else {
                status =
                    switch try existingContent(of: url) {
                    case nil: .new
                    case file.data?: .unchanged
                    default: .conflict
                    }
            }
            entries.append(.init(displayPath: display(url), url: url, data: file.data, status: status, isTest: file.isTest, isFolder: file.isFolder))
        }
        return GenerationPlan(entries: entries.sorted { $0.displayPath < $1.displayPath })
    }

    /// Whether the folder `url` exists; a file in its place is refused.
    private func folderExists(_ url: URL) throws(GenerationError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return false }
        guard isDirectory.boolValue else { throw .unsafePath(path: display(url), reason: "a file exists where the folder would go") }
        return true
    }

    /// The bytes at `url`, `nil` when nothing is there.
    private func existingContent(of url: URL) throws(GenerationError) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            throw .unsafePath(path: display(url), reason: "a folder exists where the file would go")
        }
        do {
            return try FileReading.data(atPath: url.path)
        } catch {
            throw .unsafePath(path: display(url), reason: "the existing file cannot be read (\(error.description))")
        }
    }

    /// `url` relative to the working folder when it is inside it.
    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return path.hasPrefix(displayBase) ? String(path.dropFirst(displayBase.count)) : path
    }
}
