import Foundation
import TestSupport
import Testing

/// `vipera lint` and `vipera rules` as a CI job runs them: output and documented exit codes.
@Suite struct LintCommandTests {
    static let fixture = Locations.tests("ViperaLintTests/Fixtures/Project")

    @Test func generatedModuleLintsClean() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let generated = try sandbox.run("generate", "Login")
        #expect(generated.status == 0, "\(generated)")
        let result = try sandbox.run("lint", "--strict")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr == "vipera: 23 files checked: 0 errors, 0 warnings; conventions: learned over vipera (detected: 1 module)\n")
    }

    @Test func fixtureProjectFailsWithXcodeLines() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("lint", in: Self.fixture)
        #expect(result.status == 1, "\(result)")
        let expected = "\(Self.fixture.path)/Modules/Cart/CartDefaultRouter.swift:4:5: error: CartDefaultRouter.viewController owns its View;"
        #expect(result.stdout.contains(expected), "\(result)")
        // Each line is a finding, or a note at one of its related places (a cycle's other references).
        #expect(result.stdout.split(separator: "\n").allSatisfy { [": error: ", ": warning: ", ": note: "].contains(where: $0.contains) })
        #expect(result.stdout.contains("/Modules/Feed/FeedDefaultInteractor.swift:3:5: note: also part of this (reference-cycle)"), "\(result)")
    }

    @Test(arguments: ["json", "sarif"])
    func fixtureReportsMatchTheLibraryGoldens(reporter: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("lint", "--reporter", reporter, "--quiet", in: Self.fixture)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let golden = try String(contentsOf: Locations.tests("ViperaLintTests/Fixtures/Golden/project.\(reporter)"), encoding: .utf8)
        #expect(result.stdout == golden)
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("final class LoginDefaultPresenter {}\n", to: "project/LoginPresenter.swift")
        let relaxed = try sandbox.run("lint")
        #expect(relaxed.status == 0, "\(relaxed)")
        #expect(relaxed.stdout.contains("warning: LoginPresenter.swift declares LoginDefaultPresenter"))
        #expect(try sandbox.run("lint", "--strict").status == 1)
    }

    @Test func baselineHidesRecordedFindings() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("final class A { var b: B? }\nfinal class B { var a: A? }\n", to: "project/Cycle.swift")
        #expect(try sandbox.run("lint").status == 1)
        let written = try sandbox.run("lint", "--write-baseline", "baseline.json")
        #expect(written.status == 0, "\(written)")
        #expect(try sandbox.read("baseline.json").contains("\"rule\" : \"reference-cycle\""))
        let hidden = try sandbox.run("lint", "--baseline", "baseline.json", "--strict")
        #expect(hidden.status == 0, "\(hidden)")
        #expect(hidden.stdout.isEmpty)
    }

    /// `--reporter` and `--profile` take the registries' names; another is a usage error (64),
    /// in vipera's voice, that lists them and suggests the closest.
    @Test func anUnknownReporterOrProfileIsAUsageError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("final class A {}\n", to: "project/A.swift")
        let reporter = try sandbox.run("lint", "--reporter", "pdf")
        #expect(reporter.status == 64, "\(reporter)")
        #expect(
            reporter.stderr == """
                vipera: error: 'pdf' is not a value of --reporter. It takes xcode, json, sarif, github-actions, junit, checkstyle, \
                summary, codeclimate, sonarqube, markdown, html
                vipera: note: see 'vipera lint --help'

                """, "\(reporter)")
        let profile = try sandbox.run("lint", "--profile", "mvc")
        #expect(profile.status == 64, "\(profile)")
        #expect(profile.stderr.hasPrefix("vipera: error: 'mvc' is not a value of --profile. It takes bc, moa, mvvm, silver, viper\n"), "\(profile)")
        let close = try sandbox.run("lint", "--reporter", "jsn")
        #expect(close.stderr.hasPrefix("vipera: error: 'jsn' is not a value of --reporter. Did you mean 'json'? It takes xcode, json,"), "\(close)")
    }

    @Test func anUnknownRuleIdSuggestsTheClosest() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("rules", "weak-refrence-required")
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr == "vipera: error: unknown rule 'weak-refrence-required'. Did you mean 'weak-reference-required'? `vipera rules` lists them all\n")
    }

    /// Every usage error speaks as the rest of vipera does, never as the argument parser.
    @Test(arguments: [
        ["lint", "--color"], ["--frob"], ["lint", "--force"], ["Login", "--force", "--skip-existing"], ["rules", "--json", "--format", "text"],
    ])
    func usageErrorsReadAsVipera(arguments: [String]) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(arguments)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("vipera: error: "), "\(result)")
        #expect(result.stderr.hasSuffix("--help'\n") && !result.stderr.contains("Error:") && !result.stderr.contains("Usage:"), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 2, "\(result)")
    }

    @Test func badInputExitsWithTwo() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("final class A {}\n", to: "project/A.swift")
        #expect(try sandbox.run("lint", "Missing").status == 2)
        try sandbox.write("lint:\n  rules:\n    no-such-rule: off\n", to: "project/.vipera.yml")
        let config = try sandbox.run("lint")
        #expect(config.status == 2)
        #expect(config.stderr.contains(".vipera.yml:3: unknown rule 'no-such-rule'"), "\(config)")
        try sandbox.write("lint:\n  excluded: [\".\"]\n", to: "project/.vipera.yml")
        let nothing = try sandbox.run("lint")
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("no Swift file to check"), "\(nothing)")
    }

    @Test func rulesListsAndShowsExamples() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let list = try sandbox.run("rules")
        #expect(list.status == 0)
        #expect(list.stdout.contains("reference-cycle"))
        let one = try sandbox.run("rules", "weak-reference-required")
        #expect(one.stdout.contains("Triggering examples"))
        #expect(one.stdout.contains("↓var presenter: (any LoginPresenter)?"))
        let json = try sandbox.run("rules", "--json")
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let categories = Dictionary(uniqueKeysWithValues: listed.compactMap { rule in (rule["id"] as? String).map { ($0, rule["category"] as? String) } })
        #expect(categories["reference-cycle"] == "cycle")
        #expect(categories["file-name"] == "naming")
        #expect(categories["forbidden-import"] == "boundary")
        #expect(try sandbox.run("rules", "no-such-rule").status == 2)
    }
}
