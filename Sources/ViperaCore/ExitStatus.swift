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
    /// Writing the output failed; what this run had created was removed again.
    case writeFailed = 4
}

/// An error that knows which documented exit status it ends the program with.
public protocol ExitStatusProviding: Error {
    var exitStatus: ExitStatus { get }
}
