import Foundation
import TestSupport
import Testing

/// `vipera graph` as a user runs it: every format, checked by Graphviz and a JSON Schema
/// validator; documented exit codes; output files written whole or not at all.
@Suite struct GraphCommandTests {
    static let app = Locations.tests("ViperaLintTests/Fixtures/GraphApp")
    static let schema = Locations.packageRoot.appendingPathComponent("Documentation/graph.schema.json")

    /// Graphviz (Debian's `graphviz`), see `Oracle.available`.
    static let graphviz = Oracle.available(["dot", "-V"])
    /// The `jsonschema` validator (PyPI).
    static let jsonSchema = Oracle.available(["python3", "-c", "import jsonschema"])

    /// `vipera graph arguments…` in the fixture app.
    static func graph(_ arguments: String..., in folder: URL = app) throws -> ProcessResult {
        try graph(arguments, in: folder)
    }

    static func graph(_ arguments: [String], in folder: URL = app) throws -> ProcessResult {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        return try sandbox.run(["graph", "--no-cache"] + arguments, in: folder)
    }

    @Test(.enabled(if: graphviz), arguments: ["modules", "roles"])
    func dotIsDrawnByGraphviz(level: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try Self.graph("--format", "dot", "--level", level, "--quiet")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        let file = try folder.write(result.stdout, to: "app.dot")
        let drawn = try Oracle.run(["dot", "-Tsvg", file.path])
        #expect(drawn.status == 0, "\(drawn)")
        #expect(drawn.stderr.isEmpty, "Graphviz warned: \(drawn.stderr)")
        #expect(drawn.stdout.contains("<svg") && drawn.stdout.contains("Login"))
    }

    @Test(.enabled(if: jsonSchema))
    func jsonFollowsItsSchema() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var files: [String] = []
        for (name, arguments) in [("modules", ["--level", "modules"]), ("roles", ["--level", "roles"]), ("focus", ["--module", "Settings"])] {
            let result = try Self.graph(["--format", "json", "--quiet"] + arguments)
            try #require(result.status == 0, "\(result)")
            files.append(try folder.write(result.stdout, to: "\(name).json").path)
        }
        // A negative control: the validator does reject what breaks the schema.
        let broken = try folder.read("roles.json").replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 2")
        let brokenFile = try folder.write(broken, to: "broken.json")
        let check = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            for path in sys.argv[2:]:
                errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(path))))
                print(path.rsplit("/", 1)[-1], "invalid" if errors else "valid", *[error.message[:120] for error in errors])
            """
        let result = try Oracle.run(["python3", "-c", check, Self.schema.path] + files + [brokenFile.path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "modules.json valid\nroles.json valid\nfocus.json valid\nbroken.json invalid 1 was expected\n", "\(result)")
    }

    @Test(.enabled(if: graphviz))
    func svgIsWrittenToTheOutputFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let output = folder.path("app.svg")
        let result = try Self.graph("--format", "svg", "--output", output.path)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "vipera: 3 modules, 15 components, 13 references, 2 routes, 1 cycle (16 files checked); wrote \(output.path)\n")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("#cf222e") && svg.contains("Settings"))
        #expect(folder.files() == ["app.svg"], "no temporary file is left beside it")
    }

    /// Without Graphviz, SVG is refused with the package to install, exit status 5, and an
    /// existing output file is left as it was.
    @Test func svgWithoutGraphvizNamesThePackage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let output = try folder.write("earlier drawing\n", to: "app.svg")
        try FileManager.default.createDirectory(at: folder.path("bin"), withIntermediateDirectories: true)
        let result = try ProcessResult.run(
            Locations.vipera, ["graph", "--no-cache", "--format", "svg", "--output", output.path],
            in: Self.app, environment: ["PATH": folder.path("bin").path, "HOME": folder.url.path])
        #expect(result.status == 5, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Graphviz's dot, which is not on the PATH; install the graphviz package"), "\(result)")
        #expect(try folder.read("app.svg") == "earlier drawing\n")
    }

    @Test func outputIsTheSameGraphAsStandardOutput() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let printed = try Self.graph("--format", "mermaid", "--quiet")
        let written = try Self.graph("--format", "mermaid", "--quiet", "--output", folder.path("app.mmd").path)
        #expect(printed.status == 0 && written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(try folder.read("app.mmd") == printed.stdout)
        #expect(printed.stdout.hasPrefix("flowchart TB\n"))
    }

    /// `--output /dev/null` (run as root on CI) must not replace the device with a file, and a
    /// symbolic link keeps pointing at the file it names, which gets the graph.
    @Test func devicesAndLinksAreWrittenThroughNotReplaced() throws {
        let discarded = try Self.graph("--quiet", "--output", "/dev/null")
        #expect(discarded.status == 0, "\(discarded)")
        let device = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(device == .typeCharacterSpecial)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path("graph.mmd").path, withDestinationPath: "drawings/app.mmd")
        try FileManager.default.createDirectory(at: folder.path("drawings"), withIntermediateDirectories: true)
        let linked = try Self.graph("--quiet", "--output", folder.path("graph.mmd").path)
        #expect(linked.status == 0, "\(linked)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("graph.mmd").path) == "drawings/app.mmd")
        #expect(try folder.read("drawings/app.mmd").hasPrefix("flowchart TB\n"))
    }

    @Test func anOutputThatCannotBeWrittenIsExitStatusFour() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let missing = try Self.graph("--output", folder.path("missing/app.mmd").path)
        #expect(missing.status == 4, "\(missing)")
        #expect(missing.stderr.contains("missing/app.mmd cannot be written: its folder does not exist; nothing was written"), "\(missing)")
        let intoFolder = try Self.graph("--output", folder.url.path)
        #expect(intoFolder.status == 4, "\(intoFolder)")
        #expect(intoFolder.stderr.contains("is a folder, not a file"), "\(intoFolder)")
        #expect(!missing.showsFoundationError && !intoFolder.showsFoundationError)
        #expect(folder.files().isEmpty)
    }

    @Test func badInputIsExitStatusTwo() throws {
        let module = try Self.graph("--module", "Logn")
        #expect(module.status == 2)
        #expect(module.stderr == "vipera: error: no module 'Logn' (modules: Home, Login, Settings)\n")
        let format = try Self.graph("--format", "png")
        #expect(format.status == 2)
        #expect(format.stderr == "vipera: error: unknown format 'png' (formats: mermaid, dot, json, svg)\n")
        let level = try Self.graph("--level", "classes")
        #expect(level.status == 2)
        #expect(level.stderr == "vipera: error: unknown level 'classes' (levels: modules, roles)\n")
        let path = try Self.graph("Nowhere")
        #expect(path.status == 2)
        #expect(path.stderr.contains("no such file or folder"), "\(path)")
        #expect(module.stdout.isEmpty && format.stdout.isEmpty && level.stdout.isEmpty && path.stdout.isEmpty)
    }

    /// The same configuration as lint: `--profile` reads the code with another profile.
    @Test func theProfileOptionIsLints() throws {
        let viper = try Self.graph("--format", "json", "--quiet")
        let mvvm = try Self.graph("--format", "json", "--quiet", "--profile", "mvvm")
        #expect(viper.stdout.contains("\"profile\" : \"viper\""))
        #expect(mvvm.stdout.contains("\"profile\" : \"mvvm\""))
        let unknown = try Self.graph("--profile", "mvc")
        #expect(unknown.status == 2, "\(unknown)")
        // With a .vipera.yml, a mistyped --profile is still the option's mistake, not the file's.
        let mistyped = try Self.graph(["--profile", "vipr"], in: Locations.packageRoot.appendingPathComponent("Documentation/Examples/Shop"))
        #expect(mistyped.status == 2, "\(mistyped)")
        #expect(
            mistyped.stderr == "vipera: error: --profile: unknown profile 'vipr'; did you mean 'viper'? (known profiles: bc, moa, mvvm, silver, viper)\n",
            "\(mistyped)")
    }

    /// A 40-module app (a root opening 5 tabs, which open 34 screens): at the modules level
    /// every route points down and no row holds more than 15 modules; at the roles level, one
    /// cluster per module, every route still pointing down.
    @Test(.enabled(if: graphviz)) func fortyModulesStayReadable() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let names = (1...40).map { "Screen\($0)" }
        for (index, name) in names.enumerated() {
            let children = index == 0 ? Array(names[1...5]) : (index <= 5 ? stride(from: 5 + index, to: 40, by: 5).map { names[$0] } : [])
            try sandbox.write(FortyModules.source(name, opening: children), to: "project/\(name).swift")
        }
        for level in ["modules", "roles"] {
            let result = try sandbox.run("graph", "--no-cache", "--format", "dot", "--level", level, "--quiet")
            try #require(result.status == 0, "\(result)")
            let layout = try FortyModules.layout(result.stdout, in: sandbox)
            #expect(layout.routes.count == 39)
            #expect(layout.routes.allSatisfy { $0.head < $0.tail }, "a route points up: \(layout.routes)")
            if level == "modules" {
                #expect(layout.nodesPerRow.count >= 5)
                #expect(layout.nodesPerRow.max() ?? 0 <= 15, "\(layout.nodesPerRow)")
            } else {
                #expect(result.stdout.components(separatedBy: "subgraph \"cluster_").count - 1 == 40)
            }
        }
    }
}

/// The 40-module app and where Graphviz puts it.
enum FortyModules {
    /// A module whose router opens `children`.
    static func source(_ name: String, opening children: [String]) -> String {
        let routes = children.map { "    func open\($0)() { viewController?.present(\($0)DefaultBuilder().build(), animated: true) }" }
        return """
            import UIKit
            protocol \(name)View: AnyObject {}
            protocol \(name)Presenter: AnyObject {}
            protocol \(name)Router: AnyObject {}
            final class \(name)DefaultView: UIViewController, \(name)View { var presenter: \(name)Presenter? }
            final class \(name)DefaultPresenter: \(name)Presenter {
                weak var view: \(name)View?
                let router: \(name)Router
                init(router: \(name)Router) { self.router = router }
            }
            final class \(name)DefaultRouter: \(name)Router {
                weak var viewController: UIViewController?
            \(routes.joined(separator: "\n"))
            }
            final class \(name)DefaultBuilder { func build() -> UIViewController { \(name)DefaultView() } }

            """
    }

    /// Where route arrows start and end (heights, Graphviz's `y` growing upwards), and how many
    /// nodes each row holds, from `dot -Tplain`.
    static func layout(_ dot: String, in sandbox: Sandbox) throws -> (routes: [(tail: Double, head: Double)], nodesPerRow: [Int]) {
        let file = try sandbox.write(dot, to: "graph.dot")
        let plain = try Oracle.run(["dot", "-Tplain", file.path])
        try #require(plain.status == 0, "\(plain)")
        var rows: [Double: Int] = [:]
        var routes: [(tail: Double, head: Double)] = []
        for line in plain.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "node", let y = Double(fields[3]) { rows[y, default: 0] += 1 }
            // edge tail head n x1 y1 … xn yn [label x y] style color: routes are the blue ones.
            if fields.first == "edge", line.hasSuffix("#0969da"), let count = Int(fields[3]),
                let first = Double(fields[5]), let last = Double(fields[3 + 2 * count])
            {
                routes.append((first, last))
            }
        }
        return (routes, rows.keys.sorted().map { rows[$0]! })
    }
}
