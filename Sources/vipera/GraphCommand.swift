import ArgumentParser
import Foundation
import ViperaCore
import ViperaLint

/// `vipera graph`: draws the architecture the validator sees.
struct GraphCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the modules, their roles, who holds whom, the routes between modules and every reported cycle.",
        discussion: """
            Reads the code with the same configuration, profile and rules as `vipera lint`: strong references \
            are solid, weak and unowned ones dashed, routes blue, and the cycles lint reports red.
            Exit status: 0 when drawn, 2 for a bad configuration, path, format, level or module, \
            4 when --output cannot be written, 5 when --format svg finds no Graphviz `dot`.
            """
    )

    @Argument(help: "Files or folders to read (default: the folder of the nearest .vipera.yml, or its 'included'; without one, the current folder).")
    var paths: [String] = []

    @Option(help: "The .vipera.yml to use instead of the nearest one.")
    var config: String?

    @Option(
        help: "The architecture profile, overriding 'lint.profile' (default: viper).", completion: .list(ProfileChoice.allCases.map(\.rawValue)))
    var profile: String?

    @Option(
        help: ArgumentHelp("Output format: \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")); svg needs Graphviz's dot."),
        completion: .list(GraphFormat.allCases.map(\.rawValue)))
    var format = GraphFormat.mermaid.rawValue

    @Option(help: "Draw one module and its neighbours.")
    var module: String?

    @Option(
        help: "modules (one node per module) or roles (one node per class, a cluster per module); default: roles with --module, else modules.",
        completion: .list(GraphLevel.allCases.map(\.rawValue)))
    var level: String?

    @Option(help: "Write the graph to this file (whole or not at all) instead of standard output.")
    var output: String?

    @Flag(help: "Do not print the summary line on standard error.")
    var quiet = false

    @Flag(help: "Read every file again instead of reusing the facts cached by vipera lint.")
    var noCache = false

    @Option(help: "The cache folder (default: $VIPERA_CACHE_DIR, else $XDG_CACHE_HOME/vipera, else ~/.cache/vipera).")
    var cachePath: String?

    func run() async throws {
        var request = GraphRequest()
        request.paths = paths
        request.configFile = config
        request.profile = profile
        request.format = format
        request.level = level
        request.module = module
        request.output = output
        request.usesCache = !noCache
        request.cachePath = cachePath
        try runReportingFailure {
            let outcome = try request.run()
            FileHandle.standardOutput.write(Data(outcome.text.utf8))
            if !quiet { printError("vipera: \(outcome.summary)") }
        }
    }
}
