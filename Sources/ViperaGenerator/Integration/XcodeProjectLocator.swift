import Foundation
import ViperaSupport

/// Finds the Xcode project generated modules are added to: `--project`, else `xcodeproj:` from
/// `.vipera.yml`, else the only `.xcodeproj` in the working folder, else, through the
/// `.xcworkspace` there, the one project whose folder holds the output folder.
struct XcodeProjectLocator {
    let workingDirectory: URL

    /// The project, `nil` when there is none to edit.
    /// - Parameters:
    ///   - given: `--project`, or `xcodeproj:` resolved against the project file's folder.
    ///   - output: the folder the module goes in.
    func locate(given: URL?, output: URL) throws(GenerationError) -> URL? {
        if let given {
            guard given.pathExtension == "xcodeproj", FileManager.default.fileExists(atPath: given.appendingPathComponent("project.pbxproj").path) else {
                throw .project(path: given.path, reason: "it is not an Xcode project (no project.pbxproj inside)")
            }
            return given
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: workingDirectory.path))?.sorted() ?? []
        let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.map(workingDirectory.appendingPathComponent)
        if projects.count == 1 { return projects[0] }
        let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }.map(workingDirectory.appendingPathComponent)
        let candidates = projects.isEmpty ? workspaces.flatMap(projects(in:)) : projects
        let holding = candidates.filter { output.standardizedFileURL.path.hasPrefix($0.deletingLastPathComponent().standardizedFileURL.path + "/") }
        let deepest = holding.max { $0.deletingLastPathComponent().path.count < $1.deletingLastPathComponent().path.count }
        if let deepest, holding.filter({ $0.deletingLastPathComponent().path == deepest.deletingLastPathComponent().path }).count == 1 {
            return deepest
        }
        if candidates.count > 1 {
            let list = candidates.map { relative($0) }.joined(separator: ", ")
            throw .project(
                path: workingDirectory.path,
                reason: "several Xcode projects (\(list)); choose one with --project or `xcodeproj:` in .vipera.yml, or skip this step with --no-project")
        }
        return candidates.first
    }

    /// The projects a workspace lists (`group:` and `container:` file references).
    private func projects(in workspace: URL) -> [URL] {
        guard let data = try? FileReading.data(atPath: workspace.appendingPathComponent("contents.xcworkspacedata").path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "location = \"").dropFirst().compactMap { rest -> URL? in
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            let location = String(rest[..<end])
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let path = String(location[location.index(after: colon)...])
            guard path.hasSuffix(".xcodeproj") else { return nil }
            return location.hasPrefix("absolute:") ? URL(fileURLWithPath: path) : workingDirectory.resolving(path)
        }
    }

    private func relative(_ url: URL) -> String {
        let base = workingDirectory.standardizedFileURL.path + "/"
        return url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
    }
}
