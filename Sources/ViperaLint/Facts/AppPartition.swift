import Foundation
import ViperaCore

/// Separates apps that one repository holds side by side when they declare types with the same
/// name: a monorepo of sample solutions, an app beside its own copy of a module, the same
/// `LoginPresenter` in two targets. Each such app is indexed with its own files and the files
/// no such app holds (shared code), so nothing is silently shadowed by a namesake elsewhere.
///
/// An app is the files below a folder that holds a project: a `Package.swift`, an `.xcodeproj`
/// or `.xcworkspace`, Tuist's `Project.swift` or XcodeGen's `project.yml`. When no two apps
/// declare the same top-level name there is one part, all files, and findings are exactly what
/// one index gives.
struct AppPartition {
    /// One index to build and the files whose findings it reports.
    struct Part {
        let files: [FileFacts]
        /// Paths of the files whose findings come from this part; `nil` for every finding.
        let reportedFiles: Set<String>?

        /// Whether this part reports `finding`.
        func reports(_ finding: Finding) -> Bool {
            reportedFiles?.contains(finding.file) ?? true
        }
    }

    /// What marks a folder as holding a project: exact names, and extensions of folder names.
    static let projectFileNames: Set<String> = ["Package.swift", "Project.swift", "project.yml", "project.yaml"]
    static let projectFolderExtensions: Set<String> = ["xcodeproj", "xcworkspace"]

    let parts: [Part]

    /// Partitions `files` (paths relative to `root`, or absolute).
    init(_ files: [FileFacts], root: URL) {
        guard Self.hasRepeatedDeclarations(files) else {
            parts = [Part(files: files, reportedFiles: nil)]
            return
        }
        var locator = ProjectFolders(root: root)
        let appOfFile = Dictionary(files.map { ($0.path, locator.projectFolder(containing: $0.path)) }, uniquingKeysWith: { first, _ in first })
        var declaringApps: [String: Set<String>] = [:]
        for file in files {
            for typeIndex in file.topLevelDeclarationIndices {
                declaringApps[file.types[typeIndex].name, default: []].insert(appOfFile[file.path] ?? "")
            }
        }
        let sharedNames = declaringApps.filter { $0.value.count > 1 }
        let separateApps = Set(sharedNames.values.flatMap { $0 })
        guard !separateApps.isEmpty else {
            parts = [Part(files: files, reportedFiles: nil)]
            return
        }
        let common = files.filter { !separateApps.contains(appOfFile[$0.path] ?? "") }
        var parts = [Part(files: files, reportedFiles: Set(common.map(\.path)))]
        for app in separateApps.sorted() {
            let own = files.filter { appOfFile[$0.path] == app }
            parts.append(Part(files: own + common, reportedFiles: Set(own.map(\.path))))
        }
        self.parts = parts
    }

    /// Whether two files declare the same top-level name: the cheap test before any folder is read.
    private static func hasRepeatedDeclarations(_ files: [FileFacts]) -> Bool {
        var declaredIn: [String: String] = [:]
        for file in files {
            for typeIndex in file.topLevelDeclarationIndices {
                if let other = declaredIn.updateValue(file.path, forKey: file.types[typeIndex].name), other != file.path { return true }
            }
        }
        return false
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
