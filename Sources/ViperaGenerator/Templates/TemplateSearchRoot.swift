import Foundation
import ViperaCore
import ViperaSupport

/// A folder vipera looks for named templates in (one of `TemplateSearchPlace`'s).
///
/// A template is a folder in the root; an Xcode file template (`Login.xctemplate`) is also found
/// by its name without the extension (`Login`). In Xcode's own templates folder, bundles sit in
/// folders naming their group in the New File dialog, so they are looked for below it too.
struct TemplateSearchRoot {
    /// The folder holding the templates.
    let folder: URL
    /// The kind of place a template found in it comes from.
    let origin: @Sendable (URL) -> TemplateOrigin
    /// How many levels of group folders below the root may hold `.xctemplate` bundles; 0 for a
    /// root whose every folder is a template.
    var groupDepth = 0

    /// The extension of an Xcode template bundle.
    static let xcodeExtension = ".xctemplate"

    /// The name a template folder called `folderName` is asked for by: without `.xctemplate`.
    static func templateName(ofFolder folderName: String) -> String {
        folderName.hasSuffix(xcodeExtension) && folderName.count > xcodeExtension.count
            ? String(folderName.dropLast(xcodeExtension.count)) : folderName
    }

    /// The templates in the root, by name, sorted by folder (entries that cannot be followed
    /// left out).
    func templates() -> [(name: String, folder: URL)] {
        candidates().filter { $0.problem == nil }.map { (Self.templateName(ofFolder: $0.folder.lastPathComponent), $0.folder) }
    }

    /// The template folders called `name` (or `name.xctemplate`): the folder named exactly, else
    /// every one whose name matches ignoring letter case when `ignoringCase` is set.
    /// - Throws: when a symbolic link by that name cannot be followed (a loop, or to nothing):
    ///   the template the user put there must not be passed over silently.
    func matches(_ name: String, ignoringCase: Bool) throws(ConfigurationError) -> [URL] {
        if !ignoringCase, groupDepth == 0 {
            for candidate in [name, name + Self.xcodeExtension] {
                let directory = folder.appendingPathComponent(candidate)
                if let problem = SystemFailure.brokenLink(at: directory.path) { throw ConfigurationError(file: directory.path, line: nil, message: problem) }
                if TemplateDirectoryReader.isDirectory(directory) { return [directory] }
            }
            return []
        }
        let wanted = ignoringCase ? name.lowercased() : name
        let matching = candidates().filter { candidate in
            let names = [Self.templateName(ofFolder: candidate.folder.lastPathComponent), candidate.folder.lastPathComponent]
            return names.contains { (ignoringCase ? $0.lowercased() : $0) == wanted }
        }
        if let broken = matching.first(where: { $0.problem != nil }), let problem = broken.problem {
            throw ConfigurationError(file: broken.folder.path, line: nil, message: problem)
        }
        return matching.map(\.folder)
    }

    /// The template folders of the root, with why one cannot be used when it is a symbolic link
    /// that cannot be followed.
    private func candidates() -> [(folder: URL, problem: String?)] {
        folders(in: folder, depth: 0)
    }

    /// The template folders in `parent`, `depth` levels of groups below the root.
    private func folders(in parent: URL, depth: Int) -> [(folder: URL, problem: String?)] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted().filter { !$0.hasPrefix(".") }
        var result: [(folder: URL, problem: String?)] = []
        for name in names {
            let child = parent.appendingPathComponent(name)
            let isTemplate = groupDepth == 0 || name.hasSuffix(Self.xcodeExtension)
            if let problem = SystemFailure.brokenLink(at: child.path) {
                if isTemplate { result.append((child, problem)) }
                continue
            }
            guard TemplateDirectoryReader.isDirectory(child) else { continue }
            if isTemplate {
                result.append((child, nil))
            } else if depth < groupDepth {
                result += folders(in: child, depth: depth + 1)
            }
        }
        return result
    }

}
