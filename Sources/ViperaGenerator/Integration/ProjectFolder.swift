import Foundation
import ViperaCore
import ViperaSupport

/// The folder vipera takes for the project a module is written into: the one whose Swift files
/// the pre-flight reads.
enum ProjectFolder {
    /// The folder of `.vipera.yml` (`configuration`); else the nearest folder from `output` upwards
    /// holding an Xcode project or workspace or a `Package.swift`; else the working folder.
    static func of(output: URL, configuration: URL?, workingDirectory: URL, environment: [String: String]) -> URL {
        configuration ?? nearestProject(from: output, environment: environment)?.folder ?? workingDirectory
    }

    /// The nearest folder from `folder` upwards (`folder` itself may not exist yet) holding an
    /// Xcode project or workspace or a `Package.swift`, up to the repository root (the first
    /// folder holding `.git`), with the names of those it holds. The file system root, the home
    /// folder and the temporary folder hold no project: the search stops below them.
    static func nearestProject(from folder: URL, environment: [String: String]) -> (folder: URL, names: [String])? {
        let boundaries = Set(
            ["/", environment["HOME"] ?? NSHomeDirectory(), NSTemporaryDirectory()].map { path in
                (try? FolderListing.realPath(path)) ?? URL(fileURLWithPath: path).standardizedFileURL.path
            })
        var current = folder.standardizedFileURL
        while !boundaries.contains((try? FolderListing.realPath(current.path)) ?? current.path) {
            let names = (try? FolderListing.names(inFolder: current.path)) ?? []
            let markers = names.filter { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" }
            if !markers.isEmpty { return (current, markers) }
            let parent = current.deletingLastPathComponent()
            if names.contains(".git") || parent.path == current.path { return nil }
            current = parent
        }
        return nil
    }
}
