/// Code a codebase carries that is not its own: vendored libraries, generated files and Xcode
/// template folders, found from the paths of its Swift files.
public struct ExclusionFinding: Sendable, Hashable {
    /// The glob for `lint.excluded`, relative to the root.
    public let glob: String
    /// Why, e.g. `generated code`.
    public let reason: String
    /// How many Swift files it holds.
    public let fileCount: Int
}

enum ExcludedFolders {
    /// Folder names that hold vendored code.
    static let vendorFolders: Set<String> = ["Vendor", "Vendors", "vendor", "ThirdParty", "Third Party", "3rdParty", "External", "Externals"]

    /// What to exclude among `paths` (relative to the root), by glob, sorted.
    static func find(in paths: [String]) -> [ExclusionFinding] {
        var found: [String: (reason: String, count: Int)] = [:]
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            guard let (glob, reason) = exclusion(components) else { continue }
            found[glob, default: (reason, 0)].count += 1
        }
        return found.keys.sorted().map { ExclusionFinding(glob: $0, reason: found[$0]!.reason, fileCount: found[$0]!.count) }
    }

    /// What to exclude among `inputs`: what their paths say, and the example apps of the
    /// libraries they are in (`LibraryExampleApps`), read from disk, `apps` giving the project
    /// folder of each input's path; sorted by glob.
    static func find(in inputs: [SourceInput], apps: [String: String]) -> [ExclusionFinding] {
        let byPath = find(in: inputs.map(\.path))
        let covered = Set(byPath.map(\.glob))
        let examples = LibraryExampleApps.find(in: inputs, apps: apps).filter { example in
            !covered.contains { example.glob == $0 || example.glob.hasPrefix($0 + "/") }
        }
        return (byPath + examples).sorted { $0.glob < $1.glob }
    }

    /// Why the file at `path` (relative to the root) is not the codebase's own, or `nil`.
    static func reason(for path: String) -> String? {
        exclusion(path.split(separator: "/").map(String.init))?.1
    }

    /// The outermost excluded part of a path, with the reason.
    private static func exclusion(_ components: [String]) -> (String, String)? {
        for (index, component) in components.enumerated() {
            guard let reason = reason(excluding: component, isFile: index == components.count - 1) else { continue }
            return (components[...index].joined(separator: "/"), reason)
        }
        return nil
    }

    /// Why a path component is excluded, or `nil`.
    private static func reason(excluding component: String, isFile: Bool) -> String? {
        // Most names hold no `_`: they are spared the substring search.
        if component.hasSuffix(".xctemplate") || (component.utf8.contains(UInt8(ascii: "_")) && component.contains("___")) {
            return "Xcode template placeholders"
        }
        if !isFile, vendorFolders.contains(component) { return "vendored code" }
        if !isFile, component == "Generated" { return "generated code" }
        // fastlane's folder: the helpers `fastlane snapshot init` writes and the lanes, tooling
        // rather than the app.
        if !isFile, component == "fastlane" { return "fastlane tooling" }
        if isFile, component.hasSuffix(".generated.swift") { return "generated code" }
        return nil
    }
}
