import Foundation
import TestSupport
import Testing

/// The GitHub Action in `action.yml`: a composite action that builds vipera from its own checkout
/// and runs `vipera lint`, annotating findings or writing SARIF. Its steps run here as a runner
/// runs them (see `CompositeAction`); the lint step uses the vipera these tests built.
@Suite struct GitHubActionTests {
    let action: CompositeAction

    init() throws {
        action = try CompositeAction()
    }

    /// A project with a presenter that owns its view (an error), and one without.
    static func project(seeded: Bool) throws -> Sandbox {
        let sandbox = try Sandbox()
        // The module is a fragment: its other role protocols are not asked for.
        try sandbox.write("lint:\n  rules:\n    missing-role-protocol: off\n", to: "project/.vipera.yml")
        try sandbox.write("protocol LoginView: AnyObject {}\n", to: "project/Sources/Shop/LoginView.swift")
        let ownership = seeded ? "var view: LoginView?" : "weak var view: LoginView?"
        try sandbox.write("final class LoginDefaultPresenter {\n    \(ownership)\n}\n", to: "project/Sources/Shop/LoginDefaultPresenter.swift")
        try sandbox.write("final class Note {}\n", to: "project/Scripts/Note.swift")
        return sandbox
    }

    /// Runs the lint step in `sandbox` with the built vipera standing for the build step's output.
    func lintStep(_ sandbox: Sandbox, inputs: [String: String] = [:]) throws -> CompositeAction.Outcome {
        try action.run(
            try action.step(named: "vipera lint"), in: sandbox.project, inputs: inputs,
            outputs: ["build.executable": Locations.vipera.path],
            environment: ["HOME": sandbox.home.path, "VIPERA_CACHE_DIR": sandbox.root.path("cache").path]
        )
    }

    /// What the lint step printed and how it exited.
    func lint(_ sandbox: Sandbox, inputs: [String: String] = [:]) throws -> ProcessResult {
        try lintStep(sandbox, inputs: inputs).result
    }

    /// The options (`-c`, `--reporter`…) in `words`.
    static func options(in words: some StringProtocol) -> Set<String> {
        Set(String(words).matches(of: /(?:^|[\s(])(--?[a-z][a-z-]*)/).map { String($0.output.1) })
    }

    /// Whether `help` shows `word` as a word of its own (an option, or one of its values).
    static func documents(_ help: String, _ word: String) -> Bool {
        help.split(separator: "\n").contains { line in
            line.split(whereSeparator: { " ,.;:=<>()[]".contains($0) }).contains { $0 == word }
        }
    }

    @Test func isACompositeActionThatFetchesNothing() throws {
        #expect(action.using == "composite")
        #expect(!action.steps.isEmpty)
        for step in action.steps {
            #expect(step.uses == nil, "step '\(step.name)' uses another action: \(step.uses ?? "")")
            #expect(step.shell == "bash", "step '\(step.name)' needs `shell: bash`")
            for fetcher in ["curl", "wget", "git clone", "brew ", "apt-get", "pip "] {
                #expect(!step.run.contains(fetcher), "step '\(step.name)' runs \(fetcher)")
            }
        }
        let build = try action.step(id: "build")
        #expect(build.run.contains("swift build -c release --package-path \"$GITHUB_ACTION_PATH\""))
    }

    @Test func everyInputIsDeclaredAndUsed() throws {
        let used = Set(action.expressions.compactMap { $0.hasPrefix("inputs.") ? String($0.dropFirst("inputs.".count)) : nil })
        #expect(used == Set(action.inputs.keys))
        for expression in action.expressions {
            #expect(expression.hasPrefix("inputs.") || expression.hasPrefix("steps.build.outputs."), "\(expression)")
        }
    }

    @Test func everyOptionTheLintStepPassesIsOneViperaLintTakes() throws {
        let help = try ProcessResult.run(Locations.vipera, ["lint", "--help"])
        try #require(help.status == 0, "\(help)")
        let script = try action.step(named: "vipera lint").run
        // What the script passes to vipera: `options=(…)`, `options+=(…)` and `"$VIPERA" lint …`.
        let words = script.matches(of: /options\+?=\(([^)]*)\)/).map(\.output.1) + script.matches(of: /"\$VIPERA" lint ([^>|\n]*)/).map(\.output.1)
        let options = Self.options(in: words.joined(separator: " "))
        #expect(options.isSuperset(of: ["--reporter", "--config", "--profile", "--baseline", "--strict", "--quiet"]), "\(options)")
        for option in options {
            #expect(Self.documents(help.stdout, option), "vipera lint --help does not show \(option)")
        }
        for reporter in script.matches(of: /--reporter ([a-z-]+)/).map({ String($0.output.1) }) {
            #expect(Self.documents(help.stdout, reporter), "vipera lint --help does not list the reporter \(reporter)")
        }
    }

    @Test func everyOptionTheBuildStepPassesIsOneSwiftBuildTakes() throws {
        let swift = try SwiftCompiler.executable(named: "swift")
        let help = try ProcessResult.run(swift, ["build", "--help"])
        try #require(help.status == 0, "\(help)")
        let invocations = try action.step(id: "build").run.matches(of: /swift build[^)\n]*/).map(\.output)
        #expect(invocations.count == 2)
        for option in Self.options(in: invocations.joined(separator: " ")) {
            #expect(Self.documents(help.stdout, option), "swift build --help does not show \(option)")
        }
    }

    /// The build step, run on a package whose `vipera` product is a one-line program, names an
    /// executable that exists and runs.
    @Test func theBuildStepNamesTheExecutableItBuilt() throws {
        let package = try TemporaryDirectory(prefix: "vipera-action-build")
        defer { package.remove() }
        try package.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "stand-in", targets: [.executableTarget(name: "vipera")])

            """, to: "Package.swift")
        try package.write("print(\"built by the action\")\n", to: "Sources/vipera/main.swift")
        let build = try action.run(try action.step(id: "build"), in: package.url, actionPath: package.url)
        try #require(build.result.status == 0, "\(build.result)")
        let executable = try #require(build.outputs["build.executable"], "\(build.outputs)")
        #expect(executable.hasPrefix(package.url.path), "\(executable)")
        #expect(try ProcessResult.run(URL(fileURLWithPath: executable), []).stdout == "built by the action\n")
    }

    @Test func annotatesFindingsAndFailsOnThem() throws {
        let sandbox = try Self.project(seeded: true)
        defer { sandbox.remove() }
        let result = try lint(sandbox)
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stdout.hasPrefix(
                "::error file=Sources/Shop/LoginDefaultPresenter.swift,line=2,endLine=2,col=5,endColumn=25,title=vipera weak-reference-required::"
            ), "\(result)")
        #expect(result.stderr.contains("vipera: 3 files checked: 1 error,"), "\(result)")
    }

    @Test func checksThePathsGivenOnePerLine() throws {
        let sandbox = try Self.project(seeded: true)
        defer { sandbox.remove() }
        try sandbox.write("final class Other {}\n", to: "project/More Sources/Other.swift")
        let scripts = try lint(sandbox, inputs: ["paths": "Scripts\n\nMore Sources\n"])
        #expect(scripts.status == 0, "\(scripts)")
        #expect(scripts.stdout.isEmpty, "\(scripts)")
        #expect(scripts.stderr.contains("vipera: 2 files checked: 0 errors"), "\(scripts)")
        let sources = try lint(sandbox, inputs: ["paths": "Sources/Shop"])
        #expect(sources.status == 1, "\(sources)")
        #expect(sources.stderr.contains("vipera: 2 files checked: 1 error,"), "\(sources)")
    }

    @Test func writesSARIFForUploadInsteadOfAnnotating() throws {
        let sandbox = try Self.project(seeded: true)
        defer { sandbox.remove() }
        let result = try lint(sandbox, inputs: ["sarif-file": "vipera.sarif"])
        #expect(result.status == 1, "\(result)")
        #expect(!result.stdout.contains("::error"), "\(result)")
        let log = try JSONSerialization.jsonObject(with: Data(sandbox.read("vipera.sarif").utf8)) as? [String: Any]
        let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        #expect(results?.count == 1)
        #expect(results?.first?["ruleId"] as? String == "weak-reference-required")
    }

    @Test func passesCleanCodeAndFailsWarningsOnlyWhenStrict() throws {
        let sandbox = try Self.project(seeded: false)
        defer { sandbox.remove() }
        let clean = try lint(sandbox)
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.stdout.isEmpty, "\(clean)")
        try sandbox.write("lint:\n  rules:\n    missing-role-protocol: off\n    file-name: warning\n", to: "project/.vipera.yml")
        try sandbox.write("final class Misplaced {}\n", to: "project/Sources/Shop/Elsewhere.swift")
        let warned = try lint(sandbox)
        #expect(warned.status == 0, "\(warned)")
        #expect(warned.stdout.hasPrefix("::warning file=Sources/Shop/Elsewhere.swift,"), "\(warned)")
        let strict = try lint(sandbox, inputs: ["strict": "true"])
        #expect(strict.status == 1, "\(strict)")
    }

    @Test func refusesBooleanInputsThatAreNotBooleans() throws {
        let sandbox = try Self.project(seeded: false)
        defer { sandbox.remove() }
        let strict = try lint(sandbox, inputs: ["strict": "yes"])
        #expect(strict.status == 2, "\(strict)")
        #expect(strict.stdout == "::error title=vipera::input 'strict' must be true or false, not 'yes'\n", "\(strict)")
        let summary = try lint(sandbox, inputs: ["summary": "1"])
        #expect(summary.status == 2, "\(summary)")
        #expect(summary.stdout == "::error title=vipera::input 'summary' must be true or false, not '1'\n", "\(summary)")
    }

    /// The findings go to the job summary as Markdown too, unless `summary` is `false`; a run
    /// that failed on bad input writes none.
    @Test func summarisesTheFindingsForTheJob() throws {
        let sandbox = try Self.project(seeded: true)
        defer { sandbox.remove() }
        let step = try lintStep(sandbox)
        #expect(step.result.status == 1, "\(step.result)")
        #expect(step.summary.hasPrefix("### vipera lint: 1 error, 0 warnings\n\n3 files checked.\n"), "\(step.summary)")
        #expect(step.summary.contains("#### `Sources/Shop/LoginDefaultPresenter.swift`"), "\(step.summary)")
        #expect(step.result.stderr.components(separatedBy: "files checked").count == 2, "one summary line: \(step.result)")
        let sarif = try lintStep(sandbox, inputs: ["sarif-file": "vipera.sarif"])
        #expect(sarif.summary == step.summary)
        let off = try lintStep(sandbox, inputs: ["summary": "false"])
        #expect(off.result.status == 1 && off.summary.isEmpty, "\(off.summary)")
        let broken = try lintStep(sandbox, inputs: ["config": "missing.yml"])
        #expect(broken.result.status == 2 && broken.summary.isEmpty, "\(broken.summary)")
    }

    @Test func passesConfigProfileAndBaselineThrough() throws {
        let sandbox = try Self.project(seeded: true)
        defer { sandbox.remove() }
        let unknown = try lint(sandbox, inputs: ["profile": "nonesuch"])
        #expect(unknown.status == 64, "\(unknown)")
        #expect(unknown.stderr.contains("nonesuch"), "\(unknown)")
        let missing = try lint(sandbox, inputs: ["config": "missing.yml"])
        #expect(missing.status == 2 && missing.stderr.contains("missing.yml"), "\(missing)")
        let recorded = try sandbox.run("lint", "--write-baseline", "baseline.json")
        #expect(recorded.status == 0, "\(recorded)")
        let hidden = try lint(sandbox, inputs: ["baseline": "baseline.json"])
        #expect(hidden.status == 0 && hidden.stdout.isEmpty, "\(hidden)")
    }
}
