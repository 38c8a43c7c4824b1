import Foundation
import TestSupport
import Testing
import Yams

/// `.pre-commit-hooks.yaml`: the hooks pre-commit reads from this repository, run by the
/// `pre-commit` tool itself (`pre-commit try-repo`) in a git repository with a seeded finding.
@Suite struct PreCommitHookTests {
    static let hooksFile = Locations.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml")

    static func hooks() throws -> [[String: Any]] {
        let text = try String(contentsOf: hooksFile, encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [[String: Any]])
    }

    @Test func bothHooksLintTheWholeProjectWhenSwiftFilesChange() throws {
        let hooks = try Self.hooks()
        #expect(hooks.map { $0["id"] as? String } == ["vipera-lint", "vipera-lint-system"])
        #expect(hooks.map { $0["language"] as? String } == ["swift", "system"])
        for hook in hooks {
            #expect(hook["entry"] as? String == "vipera lint")
            #expect(hook["types"] as? [String] == ["swift"])
            // Rules cross files (a cycle, a module's protocols): the whole project is checked.
            #expect(hook["pass_filenames"] as? Bool == false)
        }
    }

    /// pre-commit runs the `vipera-lint-system` hook with the vipera these tests built on `PATH`:
    /// it fails on a presenter that owns its view, and passes once the reference is weak.
    @Test func theHookFailsOnAFindingAndPassesCleanCode() throws {
        guard Oracle.ready(["pre-commit", "--version"], name: "pre-commit", install: "python3 -m pip install pre-commit") else { return }
        let work = try TemporaryDirectory(prefix: "vipera-pre-commit")
        defer { work.remove() }
        let repository = work.path("repository")
        try work.write("lint:\n  rules:\n    missing-role-protocol: off\n", to: "repository/.vipera.yml")
        try work.write("protocol LoginView: AnyObject {}\n", to: "repository/Sources/LoginView.swift")
        let presenter = "repository/Sources/LoginDefaultPresenter.swift"
        try work.write("final class LoginDefaultPresenter {\n    var view: LoginView?\n}\n", to: presenter)
        let path = Locations.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment: [String: String?] = [
            "PATH": path, "HOME": work.path("home").path, "PRE_COMMIT_HOME": work.path("pre-commit").path,
            "VIPERA_CACHE_DIR": work.path("cache").path, "GIT_CONFIG_GLOBAL": nil,
            "GIT_AUTHOR_NAME": "tester", "GIT_AUTHOR_EMAIL": "tester@example.com",
            "GIT_COMMITTER_NAME": "tester", "GIT_COMMITTER_EMAIL": "tester@example.com",
        ]
        func run(_ arguments: [String]) throws -> ProcessResult {
            try ProcessResult.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: repository, environment: environment)
        }
        for command in [["git", "init", "-q"], ["git", "add", "-A"]] {
            let result = try run(command)
            try #require(result.status == 0, "\(result)")
        }
        let tryRepo = ["pre-commit", "try-repo", Locations.packageRoot.path, "vipera-lint-system", "--all-files"]

        let failing = try run(tryRepo)
        #expect(failing.status == 1, "\(failing)")
        #expect(failing.stdout.contains("vipera lint") && failing.stdout.contains("Failed"), "\(failing)")
        #expect(
            failing.stdout.contains(
                "\(repository.path)/Sources/LoginDefaultPresenter.swift:2:5: error: LoginDefaultPresenter.view owns its View"
            ), "\(failing)")

        try work.write("final class LoginDefaultPresenter {\n    weak var view: LoginView?\n}\n", to: presenter)
        _ = try run(["git", "add", "-A"])
        let passing = try run(tryRepo)
        #expect(passing.status == 0, "\(passing)")
        #expect(passing.stdout.contains("Passed"), "\(passing)")
    }
}
