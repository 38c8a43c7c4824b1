import Foundation
import ViperaSupport

/// Finds the Xcode project generated modules are added to: `--project`, else `xcodeproj:` from
/// `.vipera.yml`, else in the nearest folder from the output folder upwards that holds a project,
/// workspace or `Package.swift` (`ProjectFolder`): its only `.xcodeproj`, else, through the
/// `.xcworkspace` there, the one project whose folder holds the output folder.
struct XcodeProjectLocator {
    let workingDirectory: URL
    /// `HOME` for where the search upwards stops.
    let environment: [String: String]

    /// What the search found.
    enum Found {
        /// The project to edit.
        case project(URL)
        /// A Swift package's folder, with no Xcode project: the package builds what its folders hold.
        case package
        /// Nothing: why, in plain words.
        case nothing(String)
    }

    /// The project to edit, or why there is none.
    /// - Parameters:
    ///   - given: `--project`, or `xcodeproj:` resolved against the project file's folder.
    ///   - output: the folder the module goes in.
    func locate(given: URL?, output: URL) throws(GenerationError) -> Found {
        if let given {
            guard given.pathExtension == "xcodeproj", FileManager.default.fileExists(atPath: given.appendingPathComponent("project.pbxproj").path) else {
                throw .project(path: given.path, reason: "it is not an Xcode project (no project.pbxproj inside)")
            }
            return .project(given)
        }
        guard let (folder, entries) = ProjectFolder.nearestProject(from: output, environment: environment) else {
            return .nothing("no Xcode project or Package.swift in '\(relative(output.standardizedFileURL))' or the folders above it")
        }
        let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.map(folder.appendingPathComponent)
        if projects.count == 1 { return .project(projects[0]) }
        let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }.map(folder.appendingPathComponent)
        let candidates = projects.isEmpty ? workspaces.flatMap(projects(in:)) : projects
        let holding = candidates.filter { output.standardizedFileURL.path.hasPrefix($0.deletingLastPathComponent().standardizedFileURL.path + "/") }
        let deepest = holding.max { $0.deletingLastPathComponent().path.count < $1.deletingLastPathComponent().path.count }
        if let deepest, holding.filter({ $0.deletingLastPathComponent().path == deepest.deletingLastPathComponent().path }).count == 1 {
            return .project(deepest)
        }
        if candidates.count > 1 {
            let list = candidates.map { relative($0) }.joined(separator: ", ")
            throw .project(
                path: folder.path,
                reason: "several Xcode projects (\(list)); choose one with --project or `xcodeproj:` in .vipera.yml, or skip this step with --no-project")
        }
        if let only = candidates.first { return .project(only) }
        if entries.contains("Package.swift") { return .package }
        return .nothing("the workspace in '\(relative(folder))' lists no Xcode project")
    }

    /// The projects a workspace lists (`group:` and `container:` file references), relative to its folder.
    private func projects(in workspace: URL) -> [URL] {
        guard let data = try? FileReading.data(atPath: workspace.appendingPathComponent("contents.xcworkspacedata").path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "location = \"").dropFirst().compactMap { rest -> URL? in
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            let location = String(rest[..<end])
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let path = String(location[location.index(after: colon)...])
            guard path.hasSuffix(".xcodeproj") else { return nil }
            return location.hasPrefix("absolute:") ? URL(fileURLWithPath: path) : workspace.deletingLastPathComponent().resolving(path)
        }
    }

    private func relative(_ url: URL) -> String {
        if url.standardizedFileURL.path == workingDirectory.standardizedFileURL.path { return "." }
        let base = workingDirectory.standardizedFileURL.path + "/"
        return url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
    }
}
