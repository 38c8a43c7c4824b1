import Foundation
import PackagePlugin

/// Runs a vipera subcommand from a command plugin in the package's folder and fails the command
/// when vipera does. Plugins cannot share a library, so this one file is linked into each command
/// plugin's folder.
enum ToolRun {
    /// vipera failed; the command fails with its status.
    struct Failure: Error, CustomStringConvertible {
        let subcommand: String
        let status: Int32
        var description: String { "vipera \(subcommand) exited with status \(status)" }
    }

    /// `vipera <subcommand> <arguments…>`, its output going to the plugin's own.
    static func perform(_ subcommand: String, context: PluginContext, arguments: [String]) throws {
        let process = Process()
        process.executableURL = try context.tool(named: "vipera").url
        process.arguments = [subcommand] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let failure = Failure(subcommand: subcommand, status: process.terminationStatus)
            Diagnostics.error(failure.description)
            throw failure
        }
    }
}
