import Foundation
import TestSupport
import Testing
import ViperaCore

/// The files a release is made of agree with each other: one version, valid workflows.
@Suite struct ReleaseFilesTests {
    @Test func theChangelogsNewestReleaseIsViperasVersion() throws {
        let changelog = try String(contentsOf: Locations.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let newest = try #require(releases.first)
        #expect(newest.hasPrefix("## [\(ViperaVersion.current)] - "), "CHANGELOG.md's newest release is \(newest)")
        let result = try ProcessResult.run(Locations.vipera, ["--version"])
        #expect(result.stdout == ViperaVersion.current + "\n")
    }

    /// The workflows against GitHub's workflow schema (check-jsonschema, from PyPI, carries it).
    @Test(.enabled(if: Oracle.available(["check-jsonschema", "--version"]), "check-jsonschema is missing (python3 -m pip install check-jsonschema)"))
    func theWorkflowsAreValid() throws {
        let folder = Locations.packageRoot.appendingPathComponent(".github/workflows")
        let workflows = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        #expect(workflows == ["ci.yml", "release.yml"])
        let result = try Oracle.run(
            ["check-jsonschema", "--builtin-schema", "vendor.github-workflows"] + workflows.map { folder.appendingPathComponent($0).path })
        #expect(result.status == 0, "\(result)")
    }
}
