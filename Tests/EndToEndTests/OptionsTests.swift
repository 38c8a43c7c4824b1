import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaLint

/// Options whose values come from a list take exactly the registries' names, which `--help`,
/// the completion scripts and the manual page show; the benchmark-only flag shows nowhere.
@Suite struct OptionsTests {
    /// `vipera <command> --experimental-dump-help`'s arguments: each one's names and values.
    static func arguments(of command: String) throws -> [(names: [String], values: [String]?, shown: Bool)] {
        let dump = try ProcessResult.run(Locations.vipera, [command, "--experimental-dump-help"])
        try #require(dump.status == 0, "\(dump)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let arguments = try #require((root["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        return arguments.map { argument in
            let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            return (names, argument["allValues"] as? [String], argument["shouldDisplay"] as? Bool ?? true)
        }
    }

    static func values(of option: String, in command: String) throws -> [String]? {
        try arguments(of: command).first { $0.names.contains(option) }?.values
    }

    @Test func reporterAndProfileValuesComeFromTheRegistries() throws {
        #expect(try Self.values(of: "reporter", in: "lint") == ReporterKind.allCases.map(\.rawValue))
        let profiles = Profile.builtIn.keys.map(\.rawValue).sorted()
        #expect(try Self.values(of: "profile", in: "lint") == profiles)
        #expect(try Self.values(of: "profile", in: "rules") == profiles)
        #expect(try Self.values(of: "color", in: "lint") == ["auto", "always", "never"])
        #expect(try Self.values(of: "color", in: "generate") == ["auto", "always", "never"])
        // `--help` lists each value with what it is, from the registry too.
        let help = try ProcessResult.run(Locations.vipera, ["lint", "--help"]).stdout
        for reporter in ReporterKind.allCases {
            let name = reporter.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)
            #expect(help.contains("\n        \(name)- \(reporter.summary.prefix(20))"), "\(reporter.rawValue): \(help)")
        }
        for (name, profile) in Profile.builtIn {
            #expect(help.contains("\n        \(name.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))- \(profile.summary.prefix(20))"), "\(name)")
        }
    }

    @Test func everyValueIsAccepted() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("final class A {}\n", to: "project/A.swift")
        for reporter in ReporterKind.allCases.map(\.rawValue) {
            let result = try sandbox.run("lint", "--reporter", reporter, "--quiet")
            #expect(result.status == 0, "\(reporter): \(result)")
        }
        for profile in Profile.builtIn.keys.map(\.rawValue) {
            #expect(try sandbox.run("lint", "--profile", profile, "--quiet").status == 0, "\(profile)")
            #expect(try sandbox.run("rules", "--profile", profile).status == 0, "\(profile)")
        }
    }

    /// `--parse-only` is for `Scripts/benchmark.sh`: it works, and no help, completion script or
    /// manual page mentions it.
    @Test func theBenchmarkFlagShowsNowhere() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("final class A {}\n", to: "project/A.swift")
        let parsed = try sandbox.run("lint", "--parse-only")
        #expect(parsed.status == 0 && parsed.stderr == "vipera: 1 file parsed: 0 with errors\n", "\(parsed)")
        #expect(try Self.arguments(of: "lint").first { $0.names.contains("parse-only") }?.shown == false)
        var texts = [
            try sandbox.run("lint", "--help").stdout, try sandbox.run("lint", "--help-hidden").stdout,
            try String(contentsOf: Locations.packageRoot.appendingPathComponent("Documentation/man/vipera.1"), encoding: .utf8),
        ]
        for shell in ["zsh", "bash", "fish"] {
            texts.append(try sandbox.run("--generate-completion-script", shell).stdout)
        }
        #expect(texts.allSatisfy { !$0.isEmpty && !$0.contains("parse-only") })
    }
}
