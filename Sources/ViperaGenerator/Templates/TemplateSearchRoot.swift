import Foundation

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

    /// The templates in the root, by name, sorted by folder.
    func templates() -> [(name: String, folder: URL)] {
        folders(in: folder, depth: 0).map { (Self.templateName(ofFolder: $0.lastPathComponent), $0) }
    }

    /// The template folders called `name` (or `name.xctemplate`): the folder named exactly, else
    /// every one whose name matches ignoring letter case when `ignoringCase` is set.
    func matches(_ name: String, ignoringCase: Bool) -> [URL] {
        if !ignoringCase, groupDepth == 0 {
            for candidate in [name, name + Self.xcodeExtension] {
                let directory = folder.appendingPathComponent(candidate)
                if TemplateDirectoryReader.isDirectory(directory) { return [directory] }
            }
            return []
        }
        let wanted = ignoringCase ? name.lowercased() : name
        return templates().filter { candidate in
            let names = [candidate.name, candidate.folder.lastPathComponent]
            return names.contains { (ignoringCase ? $0.lowercased() : $0) == wanted }
        }.map(\.folder)
    }

    /// The template folders in `parent`, `depth` levels of groups below the root.
    private func folders(in parent: URL, depth: Int) -> [URL] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted().filter { !$0.hasPrefix(".") }
        var result: [URL] = []
        for name in names {
            let child = parent.appendingPathComponent(name)
            guard TemplateDirectoryReader.isDirectory(child) else { continue }
            if groupDepth == 0 || name.hasSuffix(Self.xcodeExtension) {
                result.append(child)
            } else if depth < groupDepth {
                result += folders(in: child, depth: depth + 1)
            }
        }
        return result
    }
}
