import ViperaCore

/// Why an installation stopped, in plain words, with the documented exit status it ends with.
struct InstallError: Error, CustomStringConvertible, ExitStatusProviding {
    let description: String
    let exitStatus: ExitStatus

    /// A file or folder at `path` could not be written; nothing was installed.
    static func cannotWrite(_ path: String, _ reason: String) -> InstallError {
        InstallError(description: "cannot write \(path): \(reason); nothing was installed", exitStatus: .writeFailed)
    }

    /// A template's copy at `path` could not be written; the program was installed.
    static func cannotCopyTemplate(_ path: String, _ reason: String) -> InstallError {
        InstallError(description: "cannot write \(path): \(reason); vipera was installed, this template was not copied", exitStatus: .writeFailed)
    }

    /// A program the installation runs failed.
    static func toolFailed(_ what: String) -> InstallError {
        InstallError(description: what, exitStatus: .toolUnavailable)
    }
}

extension Error {
    /// The exit status this error ends the installer with.
    var exitStatus: ExitStatus { (self as? any ExitStatusProviding)?.exitStatus ?? .writeFailed }
}
