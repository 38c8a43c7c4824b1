import Foundation
import TestSupport
import Testing

/// What a person at a terminal sees: colour on a terminal only (and never in machine formats),
/// `NO_COLOR` and `--color` obeyed, diagnostics that read the same without the colour, and
/// progress on standard error that is erased and never reaches a pipe.
@Suite struct TerminalTests {
    static let environment: [String: String?] = ["NO_COLOR": nil, "TERM": "xterm-256color"]

    /// A project whose presenter owns its view, and a file misnamed (a warning).
    static func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("lint:\n  rules:\n    missing-role-protocol: off\n    file-name: warning\n", to: "project/.vipera.yml")
        try sandbox.write("protocol LoginView: AnyObject {}\n", to: "project/LoginView.swift")
        try sandbox.write("final class LoginDefaultPresenter {\n    var view: LoginView?\n}\n", to: "project/LoginDefaultPresenter.swift")
        try sandbox.write("final class Misplaced {}\n", to: "project/Elsewhere.swift")
        return sandbox
    }

    static func terminal(
        _ sandbox: Sandbox, _ arguments: [String], streams: PseudoTerminal.Streams = .both, environment: [String: String?] = [:]
    ) throws -> PseudoTerminal.Result {
        try PseudoTerminal.run(
            Locations.vipera, arguments, streams: streams, in: sandbox.project,
            environment: Self.environment.merging(environment) { $1 }.merging(["HOME": sandbox.home.path, "USER": "tester"]) { $1 }
        )
    }

    @Test func lintColoursPlacesAndSeveritiesOnATerminal() throws {
        let sandbox = try Self.project()
        defer { sandbox.remove() }
        let plain = try sandbox.run("lint", "--quiet")
        #expect(!plain.stdout.hasEscapes && plain.stdout.contains(": error: "), "\(plain)")
        let colored = try Self.terminal(sandbox, ["lint", "--quiet"])
        #expect(colored.status == 1, "\(colored)")
        let presenter = sandbox.project.appendingPathComponent("LoginDefaultPresenter.swift").path
        #expect(
            colored.terminal.contains("\u{1B}[1m\(presenter):2:5:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m LoginDefaultPresenter.view owns its View"), "\(colored)")
        #expect(colored.terminal.contains("\u{1B}[1;33mwarning:\u{1B}[0m"), "\(colored)")
        // Without its colour, each diagnostic is exactly what Xcode and a pipe get.
        #expect(colored.terminal.withoutColor == plain.stdout, "\(colored)")
    }

    @Test func noColourInAPipeWithNoColorOrWithNever() throws {
        let sandbox = try Self.project()
        defer { sandbox.remove() }
        let noColor = try Self.terminal(sandbox, ["lint", "--quiet"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.terminal.hasEscapes && noColor.terminal.contains(": error: "), "\(noColor)")
        let emptyNoColor = try Self.terminal(sandbox, ["lint", "--quiet"], environment: ["NO_COLOR": ""])
        #expect(emptyNoColor.terminal.hasEscapes, "an empty NO_COLOR is not set: \(emptyNoColor)")
        let never = try Self.terminal(sandbox, ["lint", "--quiet", "--color", "never"])
        #expect(!never.terminal.hasEscapes, "\(never)")
        let dumb = try Self.terminal(sandbox, ["lint", "--quiet"], environment: ["TERM": "dumb"])
        #expect(!dumb.terminal.hasEscapes, "\(dumb)")
        // Standard output in a pipe gets none, even with standard error on the terminal.
        let piped = try Self.terminal(sandbox, ["lint"], streams: .errors)
        #expect(!piped.stdout.hasEscapes && piped.stdout.contains(": error: "), "\(piped)")
    }

    @Test func alwaysColoursEvenInAPipeAndOverNoColor() throws {
        let sandbox = try Self.project()
        defer { sandbox.remove() }
        let piped = try ProcessResult.run(
            Locations.vipera, ["lint", "--quiet", "--color", "always"], in: sandbox.project, environment: ["NO_COLOR": "1", "HOME": sandbox.home.path]
        )
        #expect(piped.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(piped)")
    }

    /// Machine formats are data: no colour, whatever `--color` says.
    @Test(arguments: ["json", "sarif", "github-actions", "junit", "checkstyle", "summary", "codeclimate", "sonarqube", "markdown"])
    func machineFormatsAreNeverColoured(reporter: String) throws {
        let sandbox = try Self.project()
        defer { sandbox.remove() }
        let result = try Self.terminal(sandbox, ["lint", "--quiet", "--reporter", reporter, "--color", "always"])
        #expect(result.status == 1, "\(result)")
        #expect(!result.terminal.hasEscapes, "\(result)")
    }

    @Test func errorsOnStandardErrorAreColouredOnATerminal() throws {
        let sandbox = try Self.project()
        defer { sandbox.remove() }
        let result = try Self.terminal(sandbox, ["lint", "Missing"], streams: .errors)
        #expect(result.status == 2, "\(result)")
        #expect(result.terminal.hasPrefix("vipera: \u{1B}[1;31merror:\u{1B}[0m "), "\(result)")
        let piped = try sandbox.run("lint", "Missing")
        #expect(result.terminal.withoutColor == piped.stderr, "\(result)\n\(piped)")
    }

    @Test func theGeneratedTreeIsColouredOnATerminal() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let colored = try Self.terminal(sandbox, ["Login", "--no-tests", "--no-project", "--dry-run"])
        #expect(colored.status == 0, "\(colored)")
        #expect(colored.terminal.hasPrefix("\u{1B}[1mDry run: module Login"), "\(colored)")
        #expect(colored.terminal.contains("\u{1B}[1;34mLogin/\u{1B}[0m\n├── \u{1B}[1;34mDefault/\u{1B}[0m\n"), "\(colored)")
        #expect(colored.terminal.contains("LoginDefaultBuilder.swift\u{1B}[32m  (new)\u{1B}[0m\n"), "\(colored)")
        let plain = try sandbox.run("Login", "--no-tests", "--no-project", "--dry-run")
        #expect(colored.terminal.withoutColor == plain.stdout, "\(colored)")
        let written = try Self.terminal(sandbox, ["Login", "--no-tests"])
        #expect(written.terminal.hasPrefix("\u{1B}[1mGenerated module Login"), "\(written)")
        let again = try Self.terminal(sandbox, ["Login", "--no-tests", "--no-project", "--dry-run"])
        #expect(again.terminal.contains("LoginDefaultBuilder.swift\u{1B}[2m  (unchanged)\u{1B}[0m\n"), "\(again)")
    }

    /// Progress is drawn on a terminal's standard error and erased before the results; `--quiet`
    /// and a piped standard error get none.
    @Test func lintShowsProgressOnATerminalOnly() throws {
        let sandbox = try Self.project()
        defer { sandbox.remove() }
        let shown = try Self.terminal(sandbox, ["lint", "--no-cache"], streams: .errors)
        #expect(shown.terminal.hasPrefix("\rvipera: checked "), "\(shown)")
        #expect(shown.terminal.contains(" of 3 files"), "\(shown)")
        let erased = shown.terminal.replacing(/\rvipera: checked \d+ of 3 files *\r *\r/, with: "")
        #expect(erased == "vipera: 3 files checked: 1 error, 1 warning\n", "\(shown)")
        let quiet = try Self.terminal(sandbox, ["lint", "--no-cache", "--quiet"], streams: .errors)
        #expect(quiet.terminal.isEmpty, "\(quiet)")
        let piped = try sandbox.run("lint", "--no-cache")
        #expect(!piped.stderr.contains("\r") && !piped.stderr.contains("checked 1 of"), "\(piped)")
    }

    @Test func specGenerationShowsModulesRenderedOnATerminalOnly() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("modules:\n  - name: Home\n  - name: Settings\n", to: "project/modules.yml")
        let shown = try Self.terminal(sandbox, ["--spec", "modules.yml", "--no-tests", "--dry-run"], streams: .errors)
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.terminal.contains(/\rvipera: rendered [12] of 2 modules *\r *\r/), "\(shown)")
        #expect(!shown.stdout.contains("\r") && shown.stdout.hasPrefix("Dry run: 2 modules from modules.yml"), "\(shown)")
        let quiet = try Self.terminal(sandbox, ["--spec", "modules.yml", "--no-tests", "--quiet"], streams: .errors)
        #expect(quiet.terminal.isEmpty, "\(quiet)")
    }
}
