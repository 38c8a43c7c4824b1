import Foundation
import ViperaCore
import ViperaSupport

/// The folders named templates are found in (one for each place of `TemplateOrigin.Place.order`
/// but the built-in templates).
///
/// A template is a folder in a place's folder; an Xcode file template (`Login.xctemplate`) is
/// also found by its name without the extension (`Login`). In Xcode's own templates folder,
/// bundles sit in folders naming their group in the New File dialog, so they are looked for
/// below it too (`Place.groupDepth`).
extension TemplateLocator {
    /// The extension of an Xcode template bundle.
    static let xcodeExtension = ".xctemplate"

    /// The name a template folder called `folderName` is asked for by: without `.xctemplate`.
    static func templateName(ofFolder folderName: String) -> String {
        folderName.hasSuffix(xcodeExtension) && folderName.count > xcodeExtension.count
            ? String(folderName.dropLast(xcodeExtension.count)) : folderName
    }

    /// The folder holding `place`'s named templates; `nil` when there is none (no `--templates`,
    /// no Rambafile) or `place` holds no named templates.
    func folder(of place: TemplateOrigin.Place) -> URL? {
        switch place {
        case .extraDirectory: extraDirectory
        case .project: projectDirectory.appendingPathComponent("templates")
        case .generamba: generambaDirectory
        case .userTemplates: userDirectory.appendingPathComponent("Templates")
        case .userLowercaseTemplates: userDirectory.appendingPathComponent("templates")
        case .xcode: xcodeDirectory
        case .templateDirectory, .projectFolder, .userFolder, .builtin: nil
        }
    }

    /// The templates in `place`'s `folder`, by name, sorted by folder (entries that cannot be
    /// followed left out).
    func templates(in place: TemplateOrigin.Place, folder: URL) -> [(name: String, folder: URL)] {
        candidates(in: folder, groupDepth: place.groupDepth).filter { $0.problem == nil }
            .map { (Self.templateName(ofFolder: $0.folder.lastPathComponent), $0.folder) }
    }

    /// The template folders of `place`'s `folder` called `name` (or `name.xctemplate`): the
    /// folder named exactly, else every one whose name matches ignoring letter case when
    /// `ignoringCase` is set.
    /// - Throws: when a symbolic link by that name cannot be followed (a loop, or to nothing):
    ///   the template the user put there must not be passed over silently.
    func matches(_ name: String, in place: TemplateOrigin.Place, folder: URL, ignoringCase: Bool) throws(ConfigurationError) -> [URL] {
        if !ignoringCase, place.groupDepth == 0 {
            for candidate in [name, name + Self.xcodeExtension] {
                let directory = folder.appendingPathComponent(candidate)
                if let problem = SystemFailure.brokenLink(at: directory.path) { throw ConfigurationError(file: directory.path, line: nil, message: problem) }
                if TemplateDirectoryReader.isDirectory(directory) { return [directory] }
            }
            return []
        }
        let wanted = ignoringCase ? name.lowercased() : name
        let matching = candidates(in: folder, groupDepth: place.groupDepth).filter { candidate in
            let names = [Self.templateName(ofFolder: candidate.folder.lastPathComponent), candidate.folder.lastPathComponent]
            return names.contains { (ignoringCase ? $0.lowercased() : $0) == wanted }
        }
        if let broken = matching.first(where: { $0.problem != nil }), let problem = broken.problem {
            throw ConfigurationError(file: broken.folder.path, line: nil, message: problem)
        }
        return matching.map(\.folder)
    }

    /// The template folders in `parent`, `depth` levels of groups below a place's folder whose
    /// groups go `groupDepth` levels deep, with why one cannot be used when it is a symbolic
    /// link that cannot be followed.
    private func candidates(in parent: URL, groupDepth: Int, depth: Int = 0) -> [(folder: URL, problem: String?)] {
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
                result += candidates(in: child, groupDepth: groupDepth, depth: depth + 1)
            }
        }
        return result
    }
}
