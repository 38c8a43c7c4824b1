import Foundation
import TestSupport
import Testing

/// `vipera lint --fix` on a copy of the fixture project: the diff first, then the fixes written,
/// what is left reported, and a second run changing nothing.
@Suite struct LintFixCommandTests {
    /// A sandbox holding a copy of the fixture project.
    private static func sandboxWithProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        let fixture = LintCommandTests.fixture
        for item in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(item), to: sandbox.project.appendingPathComponent(item))
        }
        return sandbox
    }

    @Test func dryRunShowsTheFixesAsADiffAndWritesNothing() throws {
        let sandbox = try Self.sandboxWithProject()
        defer { sandbox.remove() }
        let before = sandbox.snapshot()
        let result = try sandbox.run("lint", "--fix", "--dry-run")
        #expect(sandbox.snapshot() == before)
        #expect(result.status == 1, "findings without a fix are left: \(result)")
        #expect(result.stdout.contains("--- a/Modules/Cart/CartDefaultRouter.swift\n+++ b/Modules/Cart/CartDefaultRouter.swift\n"), "\(result)")
        #expect(result.stdout.contains("-    var viewController: UIViewController?\n+    weak var viewController: UIViewController?\n"), "\(result)")
        #expect(result.stderr.hasPrefix("vipera: would fix "), "\(result)")
    }

    @Test func fixWritesTheFixesAndASecondRunChangesNothing() throws {
        let sandbox = try Self.sandboxWithProject()
        defer { sandbox.remove() }
        let preview = try sandbox.run("lint", "--fix", "--dry-run", "--quiet")
        let first = try sandbox.run("lint", "--fix", "--no-cache")
        #expect(first.stderr.hasPrefix("vipera: fixed "), "\(first)")
        #expect(try sandbox.read("Modules/Cart/CartDefaultRouter.swift").contains("    weak var viewController: UIViewController?\n"))
        #expect(!first.stdout.contains("CartDefaultRouter.viewController owns"), "the fixed finding is gone: \(first)")
        // What the dry run showed is what was written: nothing is left to show.
        #expect(!preview.stdout.isEmpty)
        #expect(try sandbox.run("lint", "--fix", "--dry-run", "--quiet").stdout.isEmpty)

        let after = sandbox.snapshot()
        let second = try sandbox.run("lint", "--fix")
        #expect(sandbox.snapshot() == after, "a second --fix changes nothing")
        #expect(second.stderr.hasPrefix("vipera: fixed 0 findings in 0 files; "), "\(second)")
        #expect(second.status == first.status)
        let plain = try sandbox.run("lint")
        #expect(second.stdout == plain.stdout, "--fix reports what is left as lint does")
    }

    @Test func dryRunNeedsFix() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("lint", "--dry-run")
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("--dry-run only goes with --fix"), "\(result)")
    }
}
