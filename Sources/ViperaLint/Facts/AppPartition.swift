import Foundation
import ViperaSupport

/// Separates apps that one repository holds side by side when they declare types with the same
/// name, or name their roles differently (`AppNaming`): a monorepo of sample solutions, an app
/// beside its own copy of a module, the same `LoginPresenter` in two targets. Each app declaring
/// a name another app declares is indexed with its own files and the files no such app holds
/// (shared code), so nothing is silently shadowed by a namesake elsewhere: shared code is checked
/// once with each of those apps. Each app with a naming of its own is indexed so too, and
/// reported on its own files only, with its naming; the other files are reported from an index
/// of their own, with the repository's.
///
/// An app is the files below a folder that holds a project: a `Package.swift`, an `.xcodeproj`
/// or `.xcworkspace`, Tuist's `Project.swift` or XcodeGen's `project.yml`. Where no two projects
/// tell apps apart and none has its own naming, the apps of one project (its targets) or of a
/// repository without one are told by the classes they both declare (`NamesakeFolders`): each
/// is indexed with the files no such app holds. When no two apps declare the same top-level
/// name and none has its own naming there is one part, all files, and findings are exactly what
/// one index gives.
struct AppPartition {
    /// What marks a folder as holding a project: exact names, and extensions of folder names.
    static let projectFileNames: Set<String> = ["Package.swift", "Project.swift", "project.yml", "project.yaml"]
    static let projectFolderExtensions: Set<String> = ["xcodeproj", "xcworkspace"]

    /// The files of one index to build.
    struct Part {
        let files: [FileFacts]
        /// The project folder of the app the part is for, relative to the root; `nil` for the
        /// shared code alone, all the files, or an app `NamesakeFolders` tells.
        let app: String?
        /// The files whose findings the part reports; `nil` for all of them.
        let reported: Set<String>?
    }

    /// The files of each index to build, every finding of a part in its reported files reported.
    let parts: [Part]

    /// Partitions `files` (paths relative to `root`, or absolute); `namedApps` are the project
    /// folders (relative to `root`) of the apps with a naming of their own.
    init(_ files: [FileFacts], root: URL, namedApps: Set<String> = []) {
        let repeats = Self.repeatedDeclarations(files)
        guard !repeats.isEmpty || !namedApps.isEmpty else {
            parts = [Part(files: files, app: nil, reported: nil)]
            return
        }
        var locator = ProjectFolders(root: root)
        let appOfFile = files.map { locator.projectFolder(containing: $0.path) }
        var separateApps = namedApps.intersection(appOfFile)
        for (last, next) in repeats where appOfFile[last] != appOfFile[next] {
            separateApps.formUnion([appOfFile[last], appOfFile[next]])
        }
        guard !separateApps.isEmpty else {
            parts = Self.namesakeParts(files, project: appOfFile)
            return
        }
        var own: [String: [FileFacts]] = [:]
        var common: [FileFacts] = []
        for (file, app) in zip(files, appOfFile) {
            if separateApps.contains(app) { own[app, default: []].append(file) } else { common.append(file) }
        }
        // An app with its own naming reports its own files; the shared code, then, its own part.
        let ownOnly = !namedApps.isDisjoint(with: separateApps)
        parts =
            own.keys.sorted().map { app in
                Part(files: own[app, default: []] + common, app: app, reported: ownOnly ? Set(own[app, default: []].map(\.path)) : nil)
            } + (ownOnly && !common.isEmpty ? [Part(files: common, app: nil, reported: nil)] : [])
    }

    /// One part for each app of the one project (or none) that `NamesakeFolders` tells, with the
    /// files no such app holds; all files in one part when it tells none.
    private static func namesakeParts(_ files: [FileFacts], project: [String]) -> [Part] {
        let namesakes = NamesakeFolders(files, project: project, testFiles: TestCode.paths(in: files))
        guard !namesakes.folders.isEmpty else { return [Part(files: files, app: nil, reported: nil)] }
        let byFolder = Dictionary(grouping: files) { namesakes.folder(containing: $0.path) ?? "" }
        let common = byFolder["", default: []]
        return namesakes.folders.map { Part(files: byFolder[$0, default: []] + common, app: nil, reported: nil) }
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
    /// for an input given as text), by the input's path: which app a file belongs to. The
    /// folder is relative to the folder the input's path is relative to, as the partition's are.
    static func projectFolders(of inputs: [SourceInput]) -> [String: String] {
        var locator = ProjectFolders(root: URL(fileURLWithPath: "/"))
        var folders: [String: String] = [:]
        for input in inputs {
            folders[input.path] = input.filePath.map { relative(locator.projectFolder(containing: $0), file: $0, path: input.path) } ?? ""
        }
        return folders
    }

    /// `folder`, above `file` on disk, relative to the folder `path` (that file's relative path)
    /// is relative to; as it is when `path` is absolute or `folder` lies outside that folder.
    private static func relative(_ folder: String, file: String, path: String) -> String {
        guard !path.hasPrefix("/"), file.hasSuffix("/" + path) else { return folder }
        let base = String(file.dropLast(path.count + 1))
        if folder == base { return "" }
        return folder.hasPrefix(base + "/") ? String(folder.dropFirst(base.count + 1)) : folder
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
