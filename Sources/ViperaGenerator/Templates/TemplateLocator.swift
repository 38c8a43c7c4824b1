import Foundation
import ViperaCore

/// Finds templates by name in the folders of `TemplateSearchRoot.order`, then among the
/// built-in ones (first match wins).
public struct TemplateLocator: Sendable {
    /// The template used when none is named and the project sets none.
    public static let defaultTemplateName = "viper"

    /// A folder given with `--templates`, searched first.
    public var extraDirectory: URL?
    /// The project's `.vipera` folder (`./.vipera`).
    public var projectDirectory: URL
    /// The user's folder (`$VIPERA_HOME` or `~/.vipera`).
    public var userDirectory: URL
    /// A Generamba project's `Templates/` folder (next to its `Rambafile`), searched after the
    /// project's own templates.
    public var generambaDirectory: URL?

    public init(extraDirectory: URL?, projectDirectory: URL, userDirectory: URL) {
        self.extraDirectory = extraDirectory
        self.projectDirectory = projectDirectory
        self.userDirectory = userDirectory
    }

    /// The standard locations for a run in `workingDirectory` with `environment`.
    public static func standard(
        workingDirectory: URL, environment: [String: String], extraDirectory: URL? = nil
    ) -> TemplateLocator {
        let home = environment["VIPERA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".vipera")
        return TemplateLocator(
            extraDirectory: extraDirectory,
            projectDirectory: workingDirectory.appendingPathComponent(".vipera"),
            userDirectory: home
        )
    }

    /// The folders a template called `name` may live in, in search order.
    func candidates(for name: String) -> [TemplateOrigin] {
        TemplateSearchRoot.order.compactMap { root in root.folder(in: self).map { root.origin($0.appendingPathComponent(name)) } }
    }

    /// Whether `folder` (`./.vipera` or `~/.vipera`) is a vipera 2.x template: it holds template
    /// files directly rather than (only) `templates/` and `Templates/` folders.
    func hasLegacyTemplate(in folder: URL) -> Bool {
        guard TemplateDirectoryReader.isDirectory(folder) else { return false }
        // A folder that cannot be read counts, so that reading it again reports why.
        do { return try !TemplateDirectoryReader.files(in: folder, excluding: Self.templateFolders).isEmpty } catch { return true }
    }

    /// The folders of `.vipera` that hold named templates rather than being one.
    private static let templateFolders: Set<String> = ["templates", "Templates"]

    /// The template to use when the command line names none: the project file's `template`, else
    /// the project's vipera 2.x `./.vipera` template, else the user's own default — vipera 1.x's
    /// `~/.vipera/Templates/Default` (any letter case) or vipera 2.x template files directly in
    /// `~/.vipera` — else `viper`.
    public func defaultTemplate(configured: String?) throws(GenerationError) -> Template {
        if let configured { return try template(named: configured) }
        if hasLegacyTemplate(in: projectDirectory) {
            return try folderTemplate(projectDirectory, name: ".vipera", origin: .project(projectDirectory))
        }
        for folder in ["Templates", "templates"].map(userDirectory.appendingPathComponent) {
            if let match = try uniqueFolder(named: "default", in: folder) {
                return try folderTemplate(match, name: match.lastPathComponent, origin: .user(match))
            }
        }
        if hasLegacyTemplate(in: userDirectory) {
            return try folderTemplate(userDirectory, name: userDirectory.lastPathComponent, origin: .user(userDirectory))
        }
        return try template(named: Self.defaultTemplateName)
    }

    /// The template called `name`; a folder whose name differs only in letter case is used when
    /// it is the only one.
    /// - Throws: `GenerationError.templateNotFound` listing what is available.
    public func template(named name: String) throws(GenerationError) -> Template {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw .templateNotFound(name: name, available: availableDescriptions())
        }
        for origin in candidates(for: name) {
            guard let directory = origin.directory, TemplateDirectoryReader.isDirectory(directory) else { continue }
            return try folderTemplate(directory, name: name, origin: origin)
        }
        if let builtin = try wrap({ () throws(ConfigurationError) in try BuiltinTemplates.template(named: name) }) {
            return builtin
        }
        for origin in candidates(for: name) {
            guard let directory = origin.directory,
                  let match = try uniqueFolder(named: name, in: directory.deletingLastPathComponent()) else { continue }
            return try folderTemplate(match, name: match.lastPathComponent, origin: origin.moved(to: match))
        }
        if let builtin = BuiltinTemplates.names.first(where: { $0.lowercased() == name.lowercased() }) {
            return try template(named: builtin)
        }
        throw .templateNotFound(name: name, available: availableDescriptions())
    }

    /// The folder in `parent` named `name` in any letter case, when exactly one is.
    /// - Throws: when several match, naming them.
    private func uniqueFolder(named name: String, in parent: URL) throws(GenerationError) -> URL? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let matches = entries.filter { $0.lowercased() == name.lowercased() }.sorted()
            .map(parent.appendingPathComponent).filter(TemplateDirectoryReader.isDirectory)
        guard matches.count <= 1 else {
            let list = matches.map(\.lastPathComponent).joined(separator: ", ")
            throw .configuration(ConfigurationError(
                file: parent.path, line: nil, message: "several templates match '\(name)' ignoring letter case (\(list)); name one exactly"
            ))
        }
        return matches.first
    }

    /// The template in `folder` (skipping `templates`/`Templates` folders inside it).
    private func folderTemplate(_ folder: URL, name: String, origin: TemplateOrigin) throws(GenerationError) -> Template {
        let files = try wrap { () throws(ConfigurationError) in
            try TemplateDirectoryReader.files(in: folder, excluding: folder == projectDirectory || folder == userDirectory ? Self.templateFolders : [])
        }
        return try wrap { () throws(ConfigurationError) in try Template(name: name, origin: origin, files: files) }
    }

    /// The template in `directory` (`--template-dir`), named after the folder.
    /// - Throws: a configuration error when `directory` is not a folder.
    public func template(at directory: URL) throws(GenerationError) -> Template {
        let directory = directory.standardizedFileURL
        guard TemplateDirectoryReader.isDirectory(directory) else {
            throw .configuration(ConfigurationError(file: directory.path, line: nil, message: "the template folder does not exist"))
        }
        let files = try wrap { () throws(ConfigurationError) in try TemplateDirectoryReader.files(in: directory) }
        return try wrap { () throws(ConfigurationError) in
            try Template(name: directory.lastPathComponent, origin: .directory(directory), files: files)
        }
    }

    /// Every template that can be named, with where it comes from; a name found in several
    /// places is listed once, at the place that wins.
    public func available() -> [(name: String, origin: TemplateOrigin)] {
        var result: [(name: String, origin: TemplateOrigin)] = []
        var seen: Set<String> = []
        func add(folder: URL, origin: (URL) -> TemplateOrigin) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") && !seen.contains(name)
                && TemplateDirectoryReader.isDirectory(folder.appendingPathComponent(name)) {
                seen.insert(name)
                result.append((name, origin(folder.appendingPathComponent(name))))
            }
        }
        for root in TemplateSearchRoot.order {
            if let folder = root.folder(in: self) { add(folder: folder, origin: root.origin) }
        }
        for name in BuiltinTemplates.names where !seen.contains(name) {
            seen.insert(name)
            result.append((name, .builtin))
        }
        return result
    }

    private func availableDescriptions() -> [String] {
        available().map { "\($0.name) (\($0.origin))" }
    }

    private func wrap<T>(_ body: () throws(ConfigurationError) -> T) throws(GenerationError) -> T {
        do { return try body() } catch { throw .configuration(error) }
    }
}
