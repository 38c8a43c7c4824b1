import ArgumentParser
import Foundation
import ViperaCore

/// Prints `message` to standard error, control characters escaped.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.escapingControlCharactersInLines + "\n").utf8))
}

/// Runs `body`; an error that carries an exit status is printed as `error: …` and ends the
/// program with that status.
func runReportingFailure(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as any ExitStatusProviding {
        printError("vipera: error: \(error)")
        throw ExitCode(error.exitStatus.rawValue)
    }
}
