import Foundation
import ViperaCore

/// What `vipera templates list` and `show` report about a template.
public struct TemplateSummary: Sendable, Codable, Equatable {
    public let name: String
    /// `built-in`, `project`, `user`, `Xcode` or `--templates`.
    public let source: String
    /// The template's folder; `nil` for built-in templates.
    public let path: String?
    public let summary: String?
    /// The lint profile its output must satisfy.
    public let profile: String?

    init(template: Template) {
        name = template.name
        source = template.origin.kind
        path = template.origin.directory?.path
        summary = template.manifest.summary
        profile = template.manifest.profile?.rawValue
    }
}

extension TemplateLocator {
    /// Every available template, loaded, in lookup order. A template whose manifest is broken
    /// is an error naming it.
    public func summaries() throws(GenerationError) -> [TemplateSummary] {
        var result: [TemplateSummary] = []
        for (name, _) in available() {
            result.append(TemplateSummary(template: try template(named: name)))
        }
        return result
    }
}
