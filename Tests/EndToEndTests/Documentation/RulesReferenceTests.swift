import Foundation
import TestSupport
import Testing

/// `Documentation/Rules.md` is what `vipera rules --format markdown` prints today: the rules'
/// own descriptions and examples, the profiles and the naming conventions. Regenerate it with
/// `vipera rules --format markdown > Documentation/Rules.md`.
@Suite struct RulesReferenceTests {
    @Test func theCommittedReferenceIsFresh() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("rules", "--format", "markdown")
        #expect(result.status == 0, "\(result)")
        let committed = try String(contentsOf: Locations.packageRoot.appendingPathComponent("Documentation/Rules.md"), encoding: .utf8)
        #expect(result.stdout == committed, "Documentation/Rules.md is stale: run `vipera rules --format markdown > Documentation/Rules.md`")
    }

    @Test func theReferenceHasEveryRuleProfileAndConvention() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let page = try sandbox.run("rules", "--format", "markdown").stdout
        let ids = try sandbox.run("rules").stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.map {
            String($0.split(separator: " ")[0])
        }
        #expect(ids.count >= 18)
        for id in ids { #expect(page.contains("\n### `\(id)`\n"), "\(id)") }
        for profile in ["viper", "bc", "moa", "mvvm", "silver"] { #expect(page.contains("\n### `\(profile)` profile\n"), "\(profile)") }
        for convention in ["vipera", "rambler", "interface", "contract", "objcio", "protocol-suffix", "coordinator", "presenter-view-controller"] {
            #expect(page.contains("\n### `\(convention)` convention\n"), "\(convention)")
        }
        #expect(page.contains("| `<M>ViewOutput` | View | Presenter |"))
        #expect(page.contains("↓private var presenter: LoginDefaultPresenter?"))
    }

    @Test func theRuleListEndsWithTheNamingConventions() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let list = try sandbox.run("rules").stdout
        let conventions = try #require(list.components(separatedBy: "\nNaming conventions (lint.conventions; vipera is the default, several combine):\n").last)
        #expect(conventions.hasPrefix("vipera                     vipera's own: <M>View"), "\(list)")
        #expect(conventions.contains("\nrambler                    Rambler/Generamba: <M>ViewInput"))
        #expect(conventions.split(separator: "\n").count == 8)
    }

    @Test func markdownNarrowsToAProfileOrARule() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let profile = try sandbox.run("rules", "--profile", "bc", "--format", "markdown").stdout
        #expect(profile.hasPrefix("### `bc` profile\n"))
        #expect(profile.contains("[`peer-reference`](#peer-reference)"))
        #expect(!profile.contains("[`layer-dependency`]"))
        let rule = try sandbox.run("rules", "peer-reference", "--format", "markdown").stdout
        #expect(rule.hasPrefix("### `peer-reference`\n\n"))
        #expect(rule.contains("The examples are checked with the `bc` profile."))
        let refused = try sandbox.run("rules", "--json", "--format", "markdown")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--json and --format markdown cannot be used together"))
        let json = try sandbox.run("rules", "--format", "json")
        #expect(json.stdout == (try sandbox.run("rules", "--json").stdout))
    }
}
