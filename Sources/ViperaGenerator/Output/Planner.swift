import Foundation

/// Decides where each rendered file goes and what writing it would do.
struct Planner {
    /// The folder the module folder goes in (`--path`).
    let outputDirectory: URL
    /// Where test files go.
    let testsDirectory: URL
    /// The folder paths are shown relative to.
    let workingDirectory: URL
    /// The working folder's resolved path and a slash: the prefix `display(_:)` drops.
    private let displayBase: String

    init(outputDirectory: URL, testsDirectory: URL, workingDirectory: URL) {
        self.outputDirectory = outputDirectory
        self.testsDirectory = testsDirectory
        self.workingDirectory = workingDirectory
        displayBase = workingDirectory.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    }

    func plan(module: String, files: [RenderedFile]) throws(GenerationError) -> GenerationPlan {
        let outputRoot = OutputLocation(root: outputDirectory)
        let testsRoot = OutputLocation(root: testsDirectory)
        let moduleDirectory = try outputRoot.url(for: module, below: outputRoot.root)
        var entries: [GenerationPlan.Entry] = []
        var seen: Set<String> = []
        for file in files {
            let url = file.isTest
                ? try testsRoot.url(for: file.path, below: testsRoot.root)
                : try outputRoot.url(for: file.path, below: moduleDirectory)
            guard seen.insert(url.path).inserted else {
                throw .unsafePath(path: display(url), reason: "two template files render to the same path")
            }
            let existing = try existingContent(of: url)
            let status: GenerationPlan.Status = switch existing {
            case nil: .new
            case file.data?: .unchanged
            default: .conflict
            }
            entries.append(.init(displayPath: display(url), url: url, data: file.data, status: status, existingData: existing))
        }
        return GenerationPlan(entries: entries.sorted { $0.displayPath < $1.displayPath })
    }

    /// The bytes at `url`, `nil` when nothing is there; a folder in the way is an empty
    /// "content" that conflicts with any file.
    private func existingContent(of url: URL) throws(GenerationError) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            throw .unsafePath(path: display(url), reason: "a folder exists where the file would go")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .writeFailed(path: display(url), reason: "cannot read the existing file: \(error.localizedDescription)")
        }
    }

    /// `url` relative to the working folder when it is inside it.
    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return path.hasPrefix(displayBase) ? String(path.dropFirst(displayBase.count)) : path
    }
}
