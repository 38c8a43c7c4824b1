import Foundation

/// A place named templates are looked up in. `order` is the one place the search order is
/// written: the locator searches in it and the command line's help describes it.
public enum TemplateSearchPlace: Sendable, CaseIterable {
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
    /// The templates built into vipera.
    case builtin
    /// Xcode's folder of the user's own file templates, whose `.xctemplate` bundles may sit up to
    /// three group folders deep (`File Templates/VIPER/Module.xctemplate`). It comes after the
    /// built-in templates, so it never hides one.
    case xcode

    /// The places in search order (first match wins).
    public static let order: [TemplateSearchPlace] = [
        .extraDirectory, .project, .generamba, .userTemplates, .userLowercaseTemplates, .builtin, .xcode,
    ]

    /// The search order in words, for help texts.
    public static var orderDescription: String {
        "Templates are looked up in " + order.map(\.name).joined(separator: ", then ")
            + "; a bundle Name.xctemplate is found as Name."
    }

    /// How help texts name the place.
    public var name: String {
        switch self {
        case .extraDirectory: "--templates"
        case .project: "./.vipera/templates"
        case .generamba: "a Generamba project's Templates/ (next to its Rambafile)"
        case .userTemplates: "~/.vipera/Templates (or $VIPERA_HOME/Templates)"
        case .userLowercaseTemplates: "~/.vipera/templates (or $VIPERA_HOME/templates)"
        case .builtin: "the built-in templates"
        case .xcode: "Xcode's ~/\(TemplateLocator.xcodeTemplatesPath)"
        }
    }

    /// Where `locator` looks in this place; `nil` when it has no such folder (no `--templates`,
    /// no Rambafile).
    func source(in locator: TemplateLocator) -> TemplateSource? {
        switch self {
        case .extraDirectory: locator.extraDirectory.map { .folder(TemplateSearchRoot(folder: $0, origin: TemplateOrigin.extraDirectory)) }
        case .project: .folder(TemplateSearchRoot(folder: locator.projectDirectory.appendingPathComponent("templates"), origin: TemplateOrigin.project))
        case .generamba: locator.generambaDirectory.map { .folder(TemplateSearchRoot(folder: $0, origin: TemplateOrigin.project)) }
        case .userTemplates: .folder(TemplateSearchRoot(folder: locator.userDirectory.appendingPathComponent("Templates"), origin: TemplateOrigin.user))
        case .userLowercaseTemplates:
            .folder(TemplateSearchRoot(folder: locator.userDirectory.appendingPathComponent("templates"), origin: TemplateOrigin.user))
        case .builtin: .builtin
        case .xcode: locator.xcodeDirectory.map { .folder(TemplateSearchRoot(folder: $0, origin: TemplateOrigin.xcode, groupDepth: 3)) }
        }
    }
}
