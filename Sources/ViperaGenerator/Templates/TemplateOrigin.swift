import Foundation

/// Where a template lives: the place it was found in and its folder there (none for a template
/// built into vipera).
public struct TemplateOrigin: Sendable, Equatable, CustomStringConvertible {
    /// The places templates live in. `order` is the one place the search order of named
    /// templates is written: the locator searches in it and the command line's help describes it.
    public enum Place: Sendable, CaseIterable {
        /// The template folder given with `--template-dir`.
        case templateDirectory
        /// The folder given with `--templates`.
        case extraDirectory
        /// The project's `./.vipera/templates`.
        case project
        /// The project's `./.vipera` holding a vipera 2.x template itself.
        case projectFolder
        /// A Generamba project's `Templates/`, next to its `Rambafile`.
        case generamba
        /// The user's `~/.vipera/Templates` (vipera 1.x's folder).
        case userTemplates
        /// The user's `~/.vipera/templates`.
        case userLowercaseTemplates
        /// The user's `~/.vipera` holding a vipera 2.x template itself.
        case userFolder
        /// The templates built into vipera.
        case builtin
        /// Xcode's folder of the user's own file templates, whose `.xctemplate` bundles may sit
        /// up to three group folders deep (`File Templates/VIPER/Module.xctemplate`). It comes
        /// after the built-in templates, so it never hides one.
        case xcode

        /// The places named templates are looked up in, in search order (first match wins).
        public static let order: [Place] = [.extraDirectory, .project, .generamba, .userTemplates, .userLowercaseTemplates, .builtin, .xcode]

        /// The search order in words, for help texts.
        public static var orderDescription: String {
            "Templates are looked up in " + order.map(\.name).joined(separator: ", then ") + "; a bundle Name.xctemplate is found as Name."
        }

        /// How help texts name the place.
        public var name: String {
            switch self {
            case .templateDirectory: "--template-dir"
            case .extraDirectory: "--templates"
            case .project: "./.vipera/templates"
            case .projectFolder: "./.vipera"
            case .generamba: "a Generamba project's Templates/ (next to its Rambafile)"
            case .userTemplates: "~/.vipera/Templates (or $VIPERA_HOME/Templates)"
            case .userLowercaseTemplates: "~/.vipera/templates (or $VIPERA_HOME/templates)"
            case .userFolder: "~/.vipera (or $VIPERA_HOME)"
            case .builtin: "the built-in templates"
            case .xcode: "Xcode's ~/\(TemplateLocator.xcodeTemplatesPath)"
            }
        }

        /// A short label: `built-in`, `project`, `user`, `Xcode`, `--templates` or `--template-dir`.
        public var kind: String {
            switch self {
            case .templateDirectory: "--template-dir"
            case .extraDirectory: "--templates"
            case .project, .projectFolder, .generamba: "project"
            case .userTemplates, .userLowercaseTemplates, .userFolder: "user"
            case .xcode: "Xcode"
            case .builtin: "built-in"
            }
        }

        /// How many levels of group folders below the place's folder may hold `.xctemplate`
        /// bundles; 0 for a place whose every folder is a template.
        var groupDepth: Int { self == .xcode ? 3 : 0 }
    }

    /// The place the template was found in.
    public let place: Place
    /// The template's folder on disk, `nil` for built-in templates.
    public let directory: URL?

    /// The template in `directory`, found in `place`.
    public init(place: Place, directory: URL) {
        self.place = place
        self.directory = directory
    }

    /// A template built into vipera.
    public static let builtin = TemplateOrigin(place: .builtin)

    /// The template folder given with `--template-dir`.
    public static func directory(_ directory: URL) -> TemplateOrigin {
        TemplateOrigin(place: .templateDirectory, directory: directory)
    }

    private init(place: Place) {
        self.place = place
        directory = nil
    }

    /// A short label: `built-in`, `project`, `user`, `Xcode`, `--templates` or `--template-dir`.
    public var kind: String { place.kind }

    public var description: String {
        guard let directory else { return kind }
        return "\(kind): \(directory.path)"
    }
}
