#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The documented exit codes of `vipera`, shared by every command.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Everything worked; for `lint`, no finding of error severity.
    case success = 0
    /// `lint` found at least one error-severity finding (or any finding with `--strict`).
    case findings = 1
    /// Bad input: module name, template, parameter, configuration file or path.
    case badInput = 2
    /// Generation refused because existing files differ from what would be written.
    case conflicts = 3
    /// Writing the output failed; what this run had written was undone.
    case writeFailed = 4
    /// A program the command needs is not installed, or failed (Graphviz's `dot`, for
    /// `vipera graph --format svg`); nothing was written.
    case toolUnavailable = 5
    /// Stopped by `SIGHUP` (the terminal closed); what this run had written was undone.
    case hangup = 129
    /// Stopped by `SIGINT` (Ctrl-C); what this run had written was undone.
    case interrupt = 130
    /// Stopped by `SIGTERM` (`kill`); what this run had written was undone.
    case termination = 143

    /// The signals a run stops on, rolling back what it wrote.
    public static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The status of a run stopped by `signal`: 128 plus the signal's number, as shells report it.
    public init(interruptedBy signal: Int32) {
        self = ExitStatus(rawValue: 128 + signal) ?? .interrupt
    }

    /// `SIGINT`, `SIGTERM` or `SIGHUP`.
    public static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }
}

/// An error that knows which documented exit status it ends the program with.
public protocol ExitStatusProviding: Error {
    var exitStatus: ExitStatus { get }
}
