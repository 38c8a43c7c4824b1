import Foundation

/// A folder named templates are looked up in. `order` is the one place the search order is
/// written: the locator searches in it and the command line's help describes it.
public enum TemplateSearchRoot: Sendable, CaseIterable {
    /// The folder given with `--templates`.
    case extraDirectory
    /// The project's `./.vipera/templates`.
    case project
    /// A Generamba project's `Templates/`, next to its `Rambafile`.
    case generamba
    /// The user's `~/.vipera/Templates` (vipera 1.x's folder).
    case userTemplates
    /// The user's `~/.vipera/templates`.
    case userLowercaseTemplates

    /// The folders in search order (first match wins); the built-in templates come after them.
    public static let order: [TemplateSearchRoot] = [.extraDirectory, .project, .generamba, .userTemplates, .userLowercaseTemplates]

    /// The search order in words, for help texts.
    public static var orderDescription: String {
        "Templates are looked up in " + order.map(\.name).joined(separator: ", then ") + ", then the built-in ones."
    }

    /// How help texts name the folder.
    public var name: String {
        switch self {
        case .extraDirectory: "--templates"
        case .project: "./.vipera/templates"
        case .generamba: "a Generamba project's Templates/ (next to its Rambafile)"
        case .userTemplates: "~/.vipera/Templates (or $VIPERA_HOME/Templates)"
        case .userLowercaseTemplates: "~/.vipera/templates (or $VIPERA_HOME/templates)"
        }
    }

    /// The folder for `locator`, `nil` when it has none (no `--templates`, no Rambafile).
    func folder(in locator: TemplateLocator) -> URL? {
        switch self {
        case .extraDirectory: locator.extraDirectory
        case .project: locator.projectDirectory.appendingPathComponent("templates")
        case .generamba: locator.generambaDirectory
        case .userTemplates: locator.userDirectory.appendingPathComponent("Templates")
        case .userLowercaseTemplates: locator.userDirectory.appendingPathComponent("templates")
        }
    }

    /// Where a template found at `url` below this folder comes from.
    func origin(_ url: URL) -> TemplateOrigin {
        switch self {
        case .extraDirectory: .extraDirectory(url)
        case .project, .generamba: .project(url)
        case .userTemplates, .userLowercaseTemplates: .user(url)
        }
    }
}
