import Foundation
import ViperaSupport

/// Separates apps that one repository holds side by side when they declare types with the same
/// name: a monorepo of sample solutions, an app beside its own copy of a module, the same
/// `LoginPresenter` in two targets. Each such app is indexed with its own files and the files
/// no such app holds (shared code), so nothing is silently shadowed by a namesake elsewhere:
/// shared code is checked once with each of those apps.
///
/// An app is the files below a folder that holds a project: a `Package.swift`, an `.xcodeproj`
/// or `.xcworkspace`, Tuist's `Project.swift` or XcodeGen's `project.yml`. When no two apps
/// declare the same top-level name there is one part, all files, and findings are exactly what
/// one index gives.
struct AppPartition {
    /// What marks a folder as holding a project: exact names, and extensions of folder names.
    static let projectFileNames: Set<String> = ["Package.swift", "Project.swift", "project.yml", "project.yaml"]
    static let projectFolderExtensions: Set<String> = ["xcodeproj", "xcworkspace"]

    /// The files of each index to build, every finding on each reported.
    let parts: [[FileFacts]]

    /// Partitions `files` (paths relative to `root`, or absolute).
    init(_ files: [FileFacts], root: URL) {
        let repeats = Self.repeatedDeclarations(files)
        guard !repeats.isEmpty else {
            parts = [files]
            return
        }
        var locator = ProjectFolders(root: root)
        let appOfFile = files.map { locator.projectFolder(containing: $0.path) }
        var separateApps: Set<String> = []
        for (last, next) in repeats where appOfFile[last] != appOfFile[next] {
            separateApps.formUnion([appOfFile[last], appOfFile[next]])
        }
        guard !separateApps.isEmpty else {
            parts = [files]
            return
        }
        var own: [String: [FileFacts]] = [:]
        var common: [FileFacts] = []
        for (file, app) in zip(files, appOfFile) {
            if separateApps.contains(app) { own[app, default: []].append(file) } else { common.append(file) }
        }
        parts = own.keys.sorted().map { own[$0, default: []] + common }
    }

    /// Pairs of files (indices into `files`) that declare the same top-level name, each file
    /// paired with the last one before it declaring that name: the cheap test before any
    /// folder is read. Every app declaring a name that another app declares too is in a pair
    /// with an app other than its own.
    private static func repeatedDeclarations(_ files: [FileFacts]) -> [(Int, Int)] {
        var lastDeclaring: [String: Int] = [:]
        var repeats: [(Int, Int)] = []
        for (fileIndex, file) in files.enumerated() {
            for typeIndex in file.topLevelDeclarationIndices {
                if let last = lastDeclaring.updateValue(fileIndex, forKey: file.types[typeIndex].name), last != fileIndex {
                    repeats.append((last, fileIndex))
                }
            }
        }
        return repeats
    }
}

extension AppPartition {
    /// The folder of the nearest project above each input's file on disk (`""` for none, or
    /// for an input given as text), by the input's path: which app a file belongs to.
    static func projectFolders(of inputs: [SourceInput]) -> [String: String] {
        var locator = ProjectFolders(root: URL(fileURLWithPath: "/"))
        var folders: [String: String] = [:]
        for input in inputs { folders[input.path] = input.filePath.map { locator.projectFolder(containing: $0) } ?? "" }
        return folders
    }
}

/// Finds the nearest folder holding a project above a file, reading each folder once.
private struct ProjectFolders {
    let root: URL
    private var holdsProject: [String: Bool] = [:]
    /// The nearest project folder above each folder asked about (files share folders).
    private var projectAbove: [String: String] = [:]

    init(root: URL) {
        self.root = root
    }

    /// The folder (as given in `path`'s own form, relative or absolute) of the nearest project
    /// above `path`, or `""` when none is found up to the root.
    mutating func projectFolder(containing path: String) -> String {
        let start = Self.parent(of: path)
        if let known = projectAbove[start] { return known }
        var folder = start
        while !folder.isEmpty, !holds(folder) {
            folder = Self.parent(of: folder)
        }
        projectAbove[start] = folder
        return folder
    }

    /// `path` without its last component; `""` for a bare name or a top-level absolute path.
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private mutating func holds(_ folder: String) -> Bool {
        if let known = holdsProject[folder] { return known }
        let absolute = folder.hasPrefix("/") ? folder : root.appendingPathComponent(folder).path
        let names = (try? FolderListing.names(inFolder: absolute)) ?? []
        let found = names.contains {
            AppPartition.projectFileNames.contains($0)
                || AppPartition.projectFolderExtensions.contains($0.split(separator: ".").last.map(String.init) ?? "")
        }
        holdsProject[folder] = found
        return found
    }
}
