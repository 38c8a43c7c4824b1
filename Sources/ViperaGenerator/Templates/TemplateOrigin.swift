import Foundation

/// Where a template was found, in the order vipera looks.
public enum TemplateOrigin: Sendable, Equatable, CustomStringConvertible {
    /// A folder given with `--templates`.
    case extraDirectory(URL)
    /// The template folder given with `--template-dir`.
    case directory(URL)
    /// The project's `./.vipera/templates/<name>`, or a vipera 2.x `./.vipera` folder.
    case project(URL)
    /// The user's `~/.vipera` (or `$VIPERA_HOME`).
    case user(URL)
    /// Xcode's templates folder, `~/Library/Developer/Xcode/Templates`.
    case xcode(URL)
    /// Embedded in the `vipera` binary.
    case builtin

    /// The template's folder on disk, `nil` for built-in templates.
    public var directory: URL? {
        switch self {
        case .extraDirectory(let url), .directory(let url), .project(let url), .user(let url), .xcode(let url): url
        case .builtin: nil
        }
    }

    /// A short label: `built-in`, `project`, `user`, `Xcode`, `--templates` or `--template-dir`.
    public var kind: String {
        switch self {
        case .extraDirectory: "--templates"
        case .directory: "--template-dir"
        case .project: "project"
        case .user: "user"
        case .xcode: "Xcode"
        case .builtin: "built-in"
        }
    }

    public var description: String {
        guard let directory else { return kind }
        return "\(kind): \(directory.path)"
    }
}
