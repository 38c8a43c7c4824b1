import ViperaCore

/// What one run loads once, however many modules it plans: the project file, each template it
/// asks for, each template's renderer (its lexed, checked texts), and the project's Swift files.
final class PlanningCache {
    /// The Swift files of the project folders the run reads (house style, pre-flight).
    let swiftFiles = ProjectSwiftFiles()
    private var project: Result<ProjectFile?, ConfigurationError>?
    private var rambafile: Result<Rambafile?, ConfigurationError>?
    private var templates: [String: Template] = [:]
    private var renderers: [String: TemplateRenderer] = [:]
    private var package: SwiftPackage??
    private var author: String?
    private var workingFolderEntries: [String]?
    private var xcodeTextMacros: Result<IDETemplateMacros, ConfigurationError>?
    private var indentations: [String: Result<Indentation?, ConfigurationError>] = [:]

    /// The project file, loaded by `load` the first time.
    func project(_ load: () throws(ConfigurationError) -> ProjectFile?) throws(ConfigurationError) -> ProjectFile? {
        let result = project ?? Result { () throws(ConfigurationError) in try load() }
        project = result
        return try result.get()
    }

    /// The Generamba `Rambafile`, loaded by `load` the first time.
    func rambafile(_ load: () throws(ConfigurationError) -> Rambafile?) throws(ConfigurationError) -> Rambafile? {
        let result = rambafile ?? Result { () throws(ConfigurationError) in try load() }
        rambafile = result
        return try result.get()
    }

    /// The Swift package around the working folder, found by `find` the first time.
    func package(_ find: () throws(GenerationError) -> SwiftPackage?) throws(GenerationError) -> SwiftPackage? {
        if let package { return package }
        let found = try find()
        package = .some(found)
        return found
    }

    /// The names in the working folder, listed by `list` the first time.
    func workingFolderEntries(_ list: () -> [String]) -> [String] {
        if let workingFolderEntries { return workingFolderEntries }
        let entries = list()
        workingFolderEntries = entries
        return entries
    }

    /// The team's Xcode text macros, loaded by `load` the first time.
    func xcodeTextMacros(_ load: () throws(ConfigurationError) -> IDETemplateMacros) throws(ConfigurationError) -> IDETemplateMacros {
        let result = xcodeTextMacros ?? Result { () throws(ConfigurationError) in try load() }
        xcodeTextMacros = result
        return try result.get()
    }

    /// The default author, found by `find` the first time.
    func author(_ find: () -> String) -> String {
        if let author { return author }
        let found = find()
        author = found
        return found
    }

    /// The template asked for as `key`, found by `locate` the first time.
    func template(_ key: String, _ locate: () throws(GenerationError) -> Template) throws(GenerationError) -> Template {
        if let template = templates[key] { return template }
        let template = try locate()
        templates[key] = template
        return template
    }

    /// The house style of the modules written into the folder `key`, found by `find` the first time.
    func indentation(_ key: String, _ find: () throws(ConfigurationError) -> Indentation?) throws(ConfigurationError) -> Indentation? {
        let result = indentations[key] ?? Result { () throws(ConfigurationError) in try find() }
        indentations[key] = result
        return try result.get()
    }

    /// The renderer of `template`, made once.
    func renderer(for template: Template) -> TemplateRenderer {
        let key = "\(template.origin)/\(template.name)"
        if let renderer = renderers[key] { return renderer }
        let renderer = TemplateRenderer(template: template)
        renderers[key] = renderer
        return renderer
    }
}
