import ViperaCore
import ViperaSupport

/// Why a lint run could not start; every case is bad input (exit status 2).
public enum LintError: ExitStatusProviding, CustomStringConvertible, Equatable {
    /// A path given to check does not exist.
    case pathNotFound(String)
    /// No Swift file was found to check, which is an error rather than a green run.
    case noFiles([String])

    public var exitStatus: ExitStatus { .badInput }

    public var description: String {
        text.escapingControlCharacters
    }

    private var text: String {
        switch self {
        case .pathNotFound(let path): "no such file or folder: \(path)"
        case .noFiles(let paths): "no Swift file to check in \(paths.joined(separator: ", ")) (after 'included' / 'excluded')"
        }
    }
}
