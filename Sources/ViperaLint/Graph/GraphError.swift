import ViperaCore
import ViperaSupport

/// Why `vipera graph` drew nothing.
public enum GraphError: ExitStatusProviding, CustomStringConvertible, Equatable {
    /// `--module` names no module of the graph.
    case unknownModule(String, known: [String])
    /// `--format` names no format.
    case unknownFormat(String)
    /// `--level` names no level.
    case unknownLevel(String)
    /// SVG needs Graphviz's `dot`, which is not on the `PATH`.
    case graphvizMissing
    /// `dot` failed or took too long.
    case graphvizFailed(String)
    /// `--output` could not be written.
    case outputNotWritten(path: String, reason: String)

    public var exitStatus: ExitStatus {
        switch self {
        case .unknownModule, .unknownFormat, .unknownLevel: .badInput
        case .graphvizMissing, .graphvizFailed: .toolUnavailable
        case .outputNotWritten: .writeFailed
        }
    }

    public var description: String {
        text.escapingControlCharactersInLines
    }

    private var text: String {
        switch self {
        case .unknownModule(let name, let known):
            let listed = known.prefix(20).joined(separator: ", ") + (known.count > 20 ? " and \(known.count - 20) more" : "")
            return known.isEmpty
                ? "no module '\(name)': vipera found no module in the files checked"
                : "no module '\(name)' (modules: \(listed))"
        case .unknownFormat(let name):
            return "unknown format '\(name)' (formats: \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .unknownLevel(let name):
            return "unknown level '\(name)' (levels: \(GraphLevel.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .graphvizMissing:
            return "--format svg needs Graphviz's dot, which is not on the PATH; install the graphviz package "
                + "(apt-get install graphviz, brew install graphviz), or use --format dot and render it elsewhere"
        case .graphvizFailed(let reason):
            return "Graphviz's dot could not draw the graph: \(reason)"
        case .outputNotWritten(let path, let reason):
            return "\(path) \(reason); nothing was written"
        }
    }
}
