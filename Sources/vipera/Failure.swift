import ArgumentParser
import Foundation
import ViperaCore
import ViperaSupport

/// What a line on standard error reports.
enum DiagnosticKind: String {
    case error, warning, note

    var role: TerminalStyle.Role {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }
}

/// Prints `message` to standard error, control characters escaped.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.escapingControlCharactersInLines + "\n").utf8))
}

/// Prints `vipera: error: message` (or `warning:`, `note:`) to standard error, the kind coloured
/// by `style` and control characters escaped.
func printDiagnostic(_ kind: DiagnosticKind, _ message: String, style: TerminalStyle = .plain) {
    var line = StyledText("vipera: ")
    line.append("\(kind.rawValue):", kind.role)
    line.append(" \(message)\n")
    FileHandle.standardError.write(Data(line.rendered(style).utf8))
}

/// Runs `body`; an error that carries an exit status, or a file-system error from Foundation
/// (said in plain words, with its documented status), is printed as `error: …` and ends the
/// program with that status.
func runReportingFailure(style: TerminalStyle = .plain, _ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as any ExitStatusProviding {
        printDiagnostic(.error, "\(error)", style: style)
        throw ExitCode(error.exitStatus.rawValue)
    } catch {
        guard let failure = FileSystemError(error) else { throw error }
        printDiagnostic(.error, "\(failure)", style: style)
        throw ExitCode(failure.exitStatus.rawValue)
    }
}
