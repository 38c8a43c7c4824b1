import ViperaCore
import ViperaSupport

/// The folders and Swift files of a project, as extraction looks at them: hidden folders,
/// dependencies (`Pods`, `Carthage`…), build products and bundles Xcode treats as files
/// (`.xcodeproj`, `.xcassets`…) are left out. Unreadable folders are skipped.
struct ProjectFolders {
    /// Every folder below the root, relative to it (`App/Modules/Login`).
    let folders: [String]
    /// Every Swift file below the root, relative to it.
    let swiftFiles: [String]
    /// Every Xcode project below the root, relative to it, outside the folders left out.
    let xcodeProjects: [String]
    /// The names of the folders.
    private let folderNames: Set<String>

    /// Folder names never looked into.
    static let skippedNames: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules", "vendor", "SourcePackages"]
    /// Extensions of folders that are bundles, not folders of sources.
    static let bundleExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcassets", "lproj", "bundle", "framework", "xcframework", "playground"]

    init(root: String) {
        var folders: [String] = []
        var swiftFiles: [String] = []
        var xcodeProjects: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FolderListing.names(inFolder: path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                switch try? FolderListing.kind(of: root + "/" + child) {
                case .folder?:
                    let pathExtension = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last ?? "") : ""
                    if pathExtension == "xcodeproj", !Self.skippedNames.contains(name) { xcodeProjects.append(child) }
                    guard !Self.skippedNames.contains(name), !Self.bundleExtensions.contains(pathExtension) else { continue }
                    folders.append(child)
                    pending.append(child)
                case .file? where name.hasSuffix(".swift"):
                    swiftFiles.append(child)
                default:
                    continue
                }
            }
        }
        self.folders = folders.sorted()
        self.swiftFiles = swiftFiles.sorted()
        self.xcodeProjects = xcodeProjects.sorted()
        folderNames = Set(folders.map(Self.lastComponent))
    }

    /// Whether `folder` is, or is inside, a folder of tests (`AppTests`, `Tests`, `LoginSpecs`,
    /// `LoginTest`); UI tests are not a module's tests, nor is an app's folder named `…Test` whose
    /// tests are in a folder named for it (`viperTest` beside `viperTestTests`).
    func isInTests(_ folder: String) -> Bool {
        folder.split(separator: "/").contains { component in
            guard !component.hasSuffix("UITests") else { return false }
            if component.hasSuffix("Tests") || component.hasSuffix("Specs") { return true }
            return component.hasSuffix("Test") && !folderNames.contains(component + "Tests")
        }
    }

    /// `name` lower-cased without `_`, `-` and spaces, for comparing folder names with a module's.
    static func folded(_ name: some StringProtocol) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    /// The last component of `path`.
    static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
