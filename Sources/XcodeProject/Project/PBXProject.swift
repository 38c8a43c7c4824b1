import Foundation
import ViperaSupport

/// A parsed `project.pbxproj`: its text, its objects by id, and the project's layout (groups and
/// the folders they stand for, targets and their build phases).
public struct PBXProject: Sendable {
    /// A project file that cannot be read or parsed; `line` is 1-based where there is one.
    public struct Failure: Error, Equatable {
        public let line: Int?
        public let message: String
    }

    /// The file's text, kept byte for byte.
    public let text: String
    /// The whole property list.
    let root: PlistNode
    /// Every object by id.
    let objects: [String: PlistNode]
    /// The `objects = { … }` node, for where sections and entries sit.
    let objectsNode: PlistNode
    /// The folder the project's paths start from (`SOURCE_ROOT`): the one holding the
    /// `.xcodeproj`, plus the project's `projectDirPath`.
    public let sourceRoot: URL
    /// The id of the `PBXProject` object.
    let projectID: String

    /// The `objectVersion`s of the project formats vipera reads and edits: Xcode 3.2's (46) to
    /// Xcode 16's (77). A project in another format is refused rather than edited blindly.
    public static let supportedObjectVersions = 46...77

    /// Parses `text`, the `project.pbxproj` inside `xcodeproj`.
    /// - Throws: for a file that is not a property list holding a project, and for a project
    ///   whose `objectVersion` is outside `supportedObjectVersions`.
    public init(text: String, xcodeproj: URL) throws(Failure) {
        self.text = text
        do { root = try PlistParser.parse(text) } catch { throw Failure(line: error.line, message: error.message) }
        if let version = root["objectVersion"] {
            let written = version.string.map { "\($0.printable(limit: 20))" } ?? "(not a number)"
            guard let number = version.string.flatMap({ Int($0) }), Self.supportedObjectVersions.contains(number) else {
                let line = text.utf8.prefix(version.range.lowerBound).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                let supported = Self.supportedObjectVersions
                throw Failure(
                    line: line,
                    message: "its objectVersion \(written) is a project format vipera does not know (it edits \(supported.lowerBound) to "
                        + "\(supported.upperBound), Xcode 3.2 to 16), so it was left alone; add the files in Xcode, or run vipera with --no-project"
                )
            }
        }
        guard let objectsNode = root["objects"], let entries = objectsNode.entries else {
            throw Failure(line: nil, message: "it has no 'objects'")
        }
        self.objectsNode = objectsNode
        objects = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let projectID = root["rootObject"]?.string, let project = objects[projectID], project["isa"]?.string == "PBXProject" else {
            throw Failure(line: nil, message: "its 'rootObject' is not a PBXProject")
        }
        self.projectID = projectID
        let directory = project["projectDirPath"]?.string ?? ""
        sourceRoot = xcodeproj.deletingLastPathComponent().resolving(directory)
    }

    /// The object's `isa`.
    func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

    /// The project's main group.
    var mainGroupID: String? { objects[projectID]?["mainGroup"]?.string }

    /// The project's targets (native targets), in the project's order.
    public var targets: [Target] {
        (objects[projectID]?["targets"]?.strings ?? []).compactMap { id in
            guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget" else { return nil }
            return Target(
                id: id, name: object["name"]?.string ?? id, productType: object["productType"]?.string ?? "",
                dependencies: (object["dependencies"]?.strings ?? []).compactMap { objects[$0]?["target"]?.string },
                buildPhases: object["buildPhases"]?.strings ?? [],
                synchronizedGroups: object["fileSystemSynchronizedGroups"]?.strings ?? []
            )
        }
    }

    /// The build phase of `target` with `isa` (`PBXSourcesBuildPhase`, `PBXResourcesBuildPhase`).
    func phase(_ isa: String, of target: Target) -> String? {
        target.buildPhases.first { self.isa($0) == isa }
    }

    /// Every group-tree item (groups, file references, synchronized folders) with the folder or
    /// file it stands for and its parent group.
    func layout() -> ProjectLayout {
        var layout = ProjectLayout()
        guard let main = mainGroupID else { return layout }
        var pending: [(id: String, parent: String?, parentFolder: URL)] = [(main, nil, sourceRoot)]
        var seen: Set<String> = []
        while let (id, parent, parentFolder) = pending.popLast() {
            guard seen.insert(id).inserted, let object = objects[id] else { continue }
            let location = resolve(object, parentFolder: parentFolder)
            layout.items[id] = .init(id: id, isa: object["isa"]?.string ?? "", location: location, parent: parent)
            for child in object["children"]?.strings ?? [] {
                pending.append((child, id, location ?? parentFolder))
            }
        }
        return layout
    }

    /// The folder or file `object` stands for, from its `sourceTree` and `path`.
    private func resolve(_ object: PlistNode, parentFolder: URL) -> URL? {
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": return path.map(parentFolder.resolving) ?? parentFolder
        case "SOURCE_ROOT": return path.map(sourceRoot.resolving) ?? sourceRoot
        case "<absolute>": return path.map { URL(fileURLWithPath: $0).standardizedFileURL }
        default: return nil
        }
    }
}

/// A native target of the project.
public struct Target: Sendable, Equatable {
    public let id: String
    public let name: String
    /// `com.apple.product-type.application`, `…bundle.unit-test`, …
    public let productType: String
    /// The ids of the targets it depends on.
    public let dependencies: [String]
    let buildPhases: [String]
    /// Synchronized folders (Xcode 16) whose files it builds.
    let synchronizedGroups: [String]

    public var isApplication: Bool { productType == "com.apple.product-type.application" }
    public var isTestBundle: Bool { productType.hasPrefix("com.apple.product-type.bundle.") && productType.contains("test") }
    /// A UI-test bundle: it drives the built app from outside, so a module's unit tests never join it.
    public var isUITestBundle: Bool { productType == "com.apple.product-type.bundle.ui-testing" }
}

/// The project's group tree with resolved locations.
struct ProjectLayout {
    struct Item {
        let id: String
        let isa: String
        /// The folder (groups) or file (references) it stands for; `nil` for build products,
        /// SDK files and other trees outside the project.
        let location: URL?
        let parent: String?
    }

    var items: [String: Item] = [:]
}
