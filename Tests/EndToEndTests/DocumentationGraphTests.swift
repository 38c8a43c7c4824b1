import Foundation
import TestSupport
import Testing

/// Documentation/Graph.md stays true: its drawings are what `Scripts/render-docs-graph.sh`
/// draws today, and its `vipera` examples print what vipera prints.
@Suite struct DocumentationGraphTests {
    static let page = Locations.packageRoot.appendingPathComponent("Documentation/Graph.md")
    static let drawings = Locations.packageRoot.appendingPathComponent("Documentation/graph")

    /// Graphviz draws the SVGs; without it (and without `VIPERA_REQUIRE_ORACLES`), nothing to compare.
    static let graphviz = GraphCommandTests.graphviz

    @Test(.enabled(if: graphviz)) func theCommittedDrawingsAreFresh() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let script = Locations.packageRoot.appendingPathComponent("Scripts/render-docs-graph.sh")
        let result = try ProcessResult.run(script, [folder.url.path], environment: ["VIPERA": Locations.vipera.path])
        try #require(result.status == 0, "\(result)")
        let committed = TemporaryDirectory.files(in: Self.drawings)
        #expect(committed == ["app-modules.svg", "app-roles.svg"])
        #expect(folder.files() == committed)
        for name in committed {
            let fresh = try folder.read(name)
            #expect(fresh.contains("<svg") && fresh.contains("Settings"))
            #expect(
                try String(contentsOf: Self.drawings.appendingPathComponent(name), encoding: .utf8) == fresh,
                "Documentation/graph/\(name) is stale: run Scripts/render-docs-graph.sh")
        }
    }

    /// Every `console` example that runs vipera prints what vipera prints in its fixture app
    /// (the `fixture:` its marker names; standard output, then standard error; only standard
    /// error when the example redirects the output to a file), and the `mermaid` block is the
    /// focused graph's text.
    @Test func theExamplesShowRealOutput() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        let parts = page.components(separatedBy: "```console\n")
        let blocks = parts.dropFirst().map { $0.components(separatedBy: "```")[0] }
        // The fixture each block runs in: the last one named before it.
        let fixtures = parts.dropLast().map { before in
            before.components(separatedBy: "\n").last { $0.hasPrefix("fixture: ") }.map { String($0.dropFirst("fixture: ".count)) }
        }
        #expect(blocks.count == 5)
        #expect(fixtures.contains("Tests/ViperaLintTests/Fixtures/GraphPlainApp"))
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for (block, fixture) in zip(blocks, fixtures) {
            let command = String(block.prefix { $0 != "\n" }.dropFirst("$ vipera ".count))
            let (arguments, redirected) =
                command.contains(" > ")
                ? (command.components(separatedBy: " > ")[0], true) : (command, false)
            let folder = fixture.map { Locations.packageRoot.appendingPathComponent($0) } ?? GraphCommandTests.app
            let result = try sandbox.run(arguments.split(separator: " ").map(String.init), in: folder)
            let output = redirected ? result.stderr : result.stdout + result.stderr
            #expect(String(block.drop { $0 != "\n" }.dropFirst()) == output, "$ vipera \(command)")
        }
        let mermaid = try #require(page.components(separatedBy: "```mermaid\n").last?.components(separatedBy: "```").first)
        let focused = try sandbox.run(["graph", "--module", "Settings", "--quiet"], in: GraphCommandTests.app)
        #expect(mermaid == focused.stdout)
    }
}
