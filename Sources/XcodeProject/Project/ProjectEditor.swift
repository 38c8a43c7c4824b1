import Foundation
import ViperaSupport

/// Adds files to a project as Xcode does: the groups mirroring their folders (existing ones
/// reused), a file reference each, and a build file in the target's Sources or Resources phase.
/// The edited text is the original byte for byte, plus the new objects and list entries in
/// Xcode's own formatting and order.
public struct ProjectEditor {
    /// A file that cannot be added.
    public struct Failure: Error, Equatable {
        public let message: String
    }

    /// What adding one file did.
    public enum Outcome: Equatable, Sendable {
        /// Referenced and, when it builds, added to the target.
        case added
        /// The project references it already: nothing changed.
        case alreadyReferenced
        /// It lies in a synchronized folder (Xcode 16) that Xcode reads itself; `excludedFrom`
        /// names the targets the folder's exceptions leave it out of.
        case synchronized(folder: String, excludedFrom: [String])
    }

    let project: PBXProject
    let layout: ProjectLayout
    var ids: ObjectIDs
    /// The group standing for each folder, found or made.
    var groupsByFolder: [String: String] = [:]
    /// The folder each new group stands for, and its name, path and children.
    var newGroups: [String: NewGroup] = [:]
    /// Entries appended to lists of existing objects: (object, key) → `ID /* comment */`.
    var appended: [ListKey: [String]] = [:]
    /// Children appended to existing groups, by group (so lookups see them).
    var appendedChildren: [String: [String]] = [:]
    /// New objects by `isa`, each as its id and its lines.
    var newObjects: [String: [(id: String, text: String)]] = [:]
    /// Files referenced by this edit, so none is added twice.
    var referenced: Set<String> = []
    /// What the edit adds, in order.
    public internal(set) var changes: [Change] = []

    /// One addition to the project.
    public enum Change: Equatable, Sendable, CustomStringConvertible {
        /// A group for a folder (its path relative to the project's folder).
        case group(String)
        /// A file reference (the file's path relative to the project's folder).
        case fileReference(String)
        /// A build file: the file's name, the target and the phase's title.
        case buildFile(name: String, target: String, phase: String)

        public var description: String {
            switch self {
            case .group(let path): "group \(path)"
            case .fileReference(let path): "file reference \(path)"
            case .buildFile(let name, let target, let phase): "build file \(name) in \(target) (\(phase))"
            }
        }
    }

    struct ListKey: Hashable {
        let object: String
        let key: String
    }

    struct NewGroup {
        let folder: URL
        let name: String?
        let path: String
        var children: [String] = []
    }

    public init(project: PBXProject) {
        self.project = project
        layout = project.layout()
        ids = ObjectIDs(existing: project.objects.keys)
    }

    /// Whether anything is to be written.
    public var hasChanges: Bool { !newObjects.isEmpty || !appended.isEmpty }

    /// Adds `file` to the project and, when it builds or is a resource, to `target`.
    @discardableResult
    public mutating func add(_ file: URL, to target: Target?) throws(Failure) -> Outcome {
        let file = file.standardizedFileURL
        if let outcome = synchronizedOutcome(for: file) { return outcome }
        if referenced.contains(file.path) || layout.items.values.contains(where: { $0.isa == "PBXFileReference" && $0.location?.path == file.path }) {
            return .alreadyReferenced
        }
        referenced.insert(file.path)
        let groupID = try group(for: file.deletingLastPathComponent())
        let name = file.lastPathComponent
        let kind = FileKind(fileName: name)
        let fileID = ids.make(for: "file \(relative(file))")
        insert(
            "PBXFileReference", id: fileID,
            text: "\t\t\(fileID) /* \(name) */ = {isa = PBXFileReference; "
                + "lastKnownFileType = \(kind.fileType); path = \(PlistText.quoted(name)); sourceTree = \"<group>\"; };\n")
        appendChild(fileID, comment: name, to: groupID)
        changes.append(.fileReference(relative(file)))
        if let target, let phase = kind.phase {
            guard let phaseID = project.phase(phase.rawValue, of: target) else {
                throw Failure(message: "target '\(target.name)' has no \(phase.title) build phase for \(relative(file))")
            }
            let buildID = ids.make(for: "build \(relative(file)) \(target.id)")
            let comment = "\(name) in \(phase.title)"
            insert("PBXBuildFile", id: buildID, text: "\t\t\(buildID) /* \(comment) */ = {isa = PBXBuildFile; fileRef = \(fileID) /* \(name) */; };\n")
            append("\(buildID) /* \(comment) */", to: ListKey(object: phaseID, key: "files"))
            changes.append(.buildFile(name: name, target: target.name, phase: phase.title))
        }
        return .added
    }

    /// `file`'s path relative to the project's source root.
    func relative(_ file: URL) -> String {
        AbsolutePath.relative(file.path, to: project.sourceRoot.path)
    }

    /// The outcome for a file inside a synchronized folder, `nil` for any other file.
    private func synchronizedOutcome(for file: URL) -> Outcome? {
        for item in layout.items.values where item.isa == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = item.location, file.path.hasPrefix(folder.path + "/") else { continue }
            let inner = String(file.path.dropFirst(folder.path.count + 1))
            let sets = project.objects[item.id]?["exceptions"]?.strings ?? []
            let excluded = sets.compactMap { id -> String? in
                guard let set = project.objects[id], set["membershipExceptions"]?.strings.contains(inner) == true,
                    let targetID = set["target"]?.string
                else { return nil }
                return project.targets.first { $0.id == targetID }?.name
            }
            return .synchronized(folder: relative(folder), excludedFrom: excluded.sorted())
        }
        return nil
    }

    mutating func insert(_ isa: String, id: String, text: String) {
        newObjects[isa, default: []].append((id, text))
    }

    mutating func append(_ entry: String, to list: ListKey) {
        appended[list, default: []].append(entry)
    }

    mutating func appendChild(_ id: String, comment: String, to groupID: String) {
        if newGroups[groupID] != nil {
            newGroups[groupID]!.children.append("\(id) /* \(comment) */")
        } else {
            append("\(id) /* \(comment) */", to: ListKey(object: groupID, key: "children"))
            appendedChildren[groupID, default: []].append(id)
        }
    }
}
