import ViperaSupport

/// The demo apps of libraries a codebase carries: an app's project (an `.xcodeproj`, a
/// `Package.swift`…) below a folder holding a `.podspec`, as `pod lib create` lays out a pod
/// (`Local Pods/Charts/Charts.podspec` beside `Local Pods/Charts/Example/Charts.xcodeproj`). The
/// pod's sources are the team's (the app builds them); its example app shows the library off and
/// is not the team's code: nothing is learned from it nor reported in it.
enum LibraryExampleApps {
    /// What to exclude among `inputs`: each example app's project folder, relative to the root;
    /// `apps` gives the project folder of each input's path (`AppPartition.projectFolders`).
    static func find(in inputs: [SourceInput], apps: [String: String]) -> [ExclusionFinding] {
        var specs = PodspecFolders()
        var found: [String: (reason: String, count: Int)] = [:]
        for input in inputs {
            guard let app = apps[input.path], !app.isEmpty, !app.hasPrefix("/"), let filePath = input.filePath, filePath.hasSuffix("/" + input.path)
            else { continue }
            let base = String(filePath.dropLast(input.path.count + 1))
            guard let library = specs.library(above: app, base: base) else { continue }
            found[app, default: ("the example app of the library \(library)", 0)].count += 1
        }
        return found.keys.sorted().map { ExclusionFinding(glob: $0, reason: found[$0]!.reason, fileCount: found[$0]!.count) }
    }
}

/// Finds the `.podspec` files of the folders above an app's, reading each folder once.
private struct PodspecFolders {
    private var specs: [String: String?] = [:]

    /// The name of the first `.podspec` in a folder above `folder` (relative to `base`, the root
    /// on disk) up to the root, `Charts.podspec`, or `nil`.
    mutating func library(above folder: String, base: String) -> String? {
        var current = folder
        while let slash = current.lastIndex(of: "/") {
            current = String(current[..<slash])
            if let spec = spec(in: current, base: base) { return spec }
        }
        return spec(in: "", base: base)
    }

    private mutating func spec(in folder: String, base: String) -> String? {
        let absolute = folder.isEmpty ? base : base + "/" + folder
        if let known = specs[absolute] { return known }
        let spec = ((try? FolderListing.names(inFolder: absolute)) ?? []).first { $0.hasSuffix(".podspec") }
        specs[absolute] = .some(spec)
        return spec
    }
}
