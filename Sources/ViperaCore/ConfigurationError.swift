import ViperaSupport
import Yams

/// A problem in a configuration file (`.vipera.yml`, `template.yml`, a baseline…), located at a
/// line where there is one.
public struct ConfigurationError: ExitStatusProviding, CustomStringConvertible, Equatable {
    /// The file's path as the user would recognise it.
    public let file: String
    /// The 1-based line, when the problem has one.
    public let line: Int?
    /// What is wrong.
    public let message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// An error located at `node`'s position in `file`.
    public init(file: String, node: Node?, message: String) {
        self.init(file: file, line: node?.mark?.line, message: message)
    }

    public var exitStatus: ExitStatus { .badInput }

    /// `file:line: message`, the path's control characters escaped.
    public var description: String {
        let file = file.escapingControlCharacters
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

extension ConfigurationError {
    /// An error for `file` that could not be read, at the line of the failure when it has one.
    public init(file: String, failure: FileReading.Failure) {
        self.init(file: file, line: failure.line, message: failure.description)
    }
}
