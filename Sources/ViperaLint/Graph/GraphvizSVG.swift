import Foundation
import ViperaSupport

/// SVG drawn by Graphviz's `dot` from the DOT output, when `dot` is installed.
enum GraphvizSVG {
    /// How long `dot` may take: far beyond what a graph of thousands of classes needs.
    static let timeout = 300.0

    /// `dot` is looked for on the `PATH`.
    /// - Throws: `GraphError.graphvizMissing` without `dot`, `.graphvizFailed` when it fails.
    static func render(_ dot: String) throws(GraphError) -> String {
        guard let executable = ToolRunner.locate("dot") else { throw .graphvizMissing }
        guard let result = ToolRunner.run(executable, ["-Tsvg"], input: Data(dot.utf8), timeout: timeout) else {
            throw .graphvizFailed("\(executable.path) could not be started")
        }
        if result.timedOut { throw .graphvizFailed("it took longer than \(Int(timeout)) seconds") }
        guard result.status == 0 else {
            let message = String(decoding: result.errors, as: UTF8.self).split(separator: "\n").first.map(String.init)
            throw .graphvizFailed(message?.printable(limit: 200) ?? "it exited with status \(result.status)")
        }
        return String(decoding: result.output, as: UTF8.self)
    }
}
