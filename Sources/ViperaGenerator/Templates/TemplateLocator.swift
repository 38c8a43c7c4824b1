import Foundation
import ViperaCore

/// Finds templates by name in the places of `TemplateOrigin.Place.order` (first match wins).
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
    /// Xcode's folder of the user's own templates (`~/Library/Developer/Xcode/Templates`), whose
    /// `.xctemplate` bundles are searched last, when it exists.
    public var xcodeDirectory: URL?

    public init(extraDirectory: URL?, projectDirectory: URL, userDirectory: URL) {
        self.extraDirectory = extraDirectory
        self.projectDirectory = projectDirectory
        self.userDirectory = userDirectory
    }

    /// The standard locations for a run in `workingDirectory` with `environment`.
    public static func standard(
        workingDirectory: URL, environment: [String: String], extraDirectory: URL? = nil
    ) -> TemplateLocator {
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        var locator = TemplateLocator(
            extraDirectory: extraDirectory,
            projectDirectory: workingDirectory.appendingPathComponent(".vipera"),
            userDirectory: environment["VIPERA_HOME"].map { URL(fileURLWithPath: $0) } ?? home.appendingPathComponent(".vipera")
        )
        locator.xcodeDirectory = home.appendingPathComponent(Self.xcodeTemplatesPath)
        return locator
    }

    /// Where Xcode looks for the user's own templates, below the home folder.
    public static let xcodeTemplatesPath = "Library/Developer/Xcode/Templates"

    /// Where named templates are looked up, in `TemplateOrigin.Place.order` (first match wins):
    /// each place with its folder, `nil` for the built-in templates; places without a folder
    /// (no `--templates`, no Rambafile) left out.
    var searchOrder: [(place: TemplateOrigin.Place, folder: URL?)] {
        TemplateOrigin.Place.order.compactMap { place in
            place == .builtin ? (place, nil) : folder(of: place).map { (place, $0) }
        }
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
            return try folderTemplate(projectDirectory, name: ".vipera", origin: TemplateOrigin(place: .projectFolder, directory: projectDirectory))
        }
        for case (let place, let folder?) in searchOrder where folder.deletingLastPathComponent() == userDirectory {
            if let match = try uniqueMatch("default", in: place, folder: folder, ignoringCase: true) {
                return try folderTemplate(match, origin: TemplateOrigin(place: place, directory: match))
            }
        }
        if hasLegacyTemplate(in: userDirectory) {
            return try folderTemplate(
                userDirectory, name: userDirectory.lastPathComponent, origin: TemplateOrigin(place: .userFolder, directory: userDirectory))
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
        for ignoringCase in [false, true] {
            for (place, folder) in searchOrder {
                if let folder {
                    guard let match = try uniqueMatch(name, in: place, folder: folder, ignoringCase: ignoringCase) else { continue }
                    return try folderTemplate(match, origin: TemplateOrigin(place: place, directory: match))
                }
                let builtin = ignoringCase ? BuiltinTemplates.names.first { $0.lowercased() == name.lowercased() } : name
                if let builtin, let template = try wrap({ () throws(ConfigurationError) in try BuiltinTemplates.template(named: builtin) }) {
                    return template
                }
            }
        }
        throw .templateNotFound(name: name, available: availableDescriptions())
    }

    /// The template folder called `name` in `place`'s `folder`, when there is one.
    /// - Throws: when several match (in different groups, or ignoring letter case), naming them.
    private func uniqueMatch(_ name: String, in place: TemplateOrigin.Place, folder: URL, ignoringCase: Bool) throws(GenerationError) -> URL? {
        let matches = try wrap { () throws(ConfigurationError) in try self.matches(name, in: place, folder: folder, ignoringCase: ignoringCase) }
        guard matches.count <= 1 else {
            let list = matches.map { $0.path.dropFirst(folder.path.count + 1) }.joined(separator: ", ")
            let how = ignoringCase ? " ignoring letter case" : ""
            throw .configuration(
                ConfigurationError(
                    file: folder.path, line: nil, message: "several templates match '\(name)'\(how) (\(list)); name one exactly, or use --template-dir"
                ))
        }
        return matches.first
    }

    /// The template in `folder` (skipping `templates`/`Templates` folders inside it), named after
    /// it unless `name` is given.
    private func folderTemplate(_ folder: URL, name: String? = nil, origin: TemplateOrigin) throws(GenerationError) -> Template {
        let name = name ?? Self.templateName(ofFolder: folder.lastPathComponent)
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
            try Template(name: Self.templateName(ofFolder: directory.lastPathComponent), origin: .directory(directory), files: files)
        }
    }

    /// Every template that can be named, with where it comes from; a name found in several
    /// places is listed once, at the place that wins.
    public func available() -> [(name: String, origin: TemplateOrigin)] {
        var result: [(name: String, origin: TemplateOrigin)] = []
        var seen: Set<String> = []
        for (place, folder) in searchOrder {
            let templates: [(name: String, origin: TemplateOrigin)] =
                if let folder {
                    self.templates(in: place, folder: folder).map { ($0.name, TemplateOrigin(place: place, directory: $0.folder)) }
                } else {
                    BuiltinTemplates.names.map { ($0, .builtin) }
                }
            for template in templates where !seen.contains(template.name) {
                seen.insert(template.name)
                result.append(template)
            }
        }
        return result
    }

    /// The names of every available template, once each, in lookup order.
    private func availableDescriptions() -> [String] {
        var seen: Set<String> = []
        return available().map(\.name).filter { seen.insert($0).inserted }
    }

    private func wrap<T>(_ body: () throws(ConfigurationError) -> T) throws(GenerationError) -> T {
        do { return try body() } catch { throw .configuration(error) }
    }
}
