import Foundation
import TestSupport
import Testing
import ViperaLint

/// Fixes written to disk all-or-nothing, and shown as a diff that `diff -u` agrees with.
@Suite struct FixWriterTests {
    static let router = """
        protocol LoginPresenter: AnyObject {}
        final class LoginDefaultRouter {
            // The presenter owns the router.
            var presenter: (any LoginPresenter)?
        }

        """
    static let presenter = """
        protocol LoginView: AnyObject {}
        final class LoginDefaultPresenter {
            var view: (any LoginView)?
        }

        """

    /// A folder with the two files, and the fixes of their findings worked out on disk.
    private static func planned() throws -> (TemporaryDirectory, FixApplication) {
        let folder = try TemporaryDirectory(prefix: "vipera-fix")
        try folder.write(router, to: "LoginDefaultRouter.swift")
        try folder.write(presenter, to: "LoginDefaultPresenter.swift")
        let validator = Validator(configuration: Configuration(root: folder.url))
        let result = try validator.run()
        let findings = result.findings.filter { $0.ruleID == "weak-reference-required" }
        #expect(findings.count == 2)
        let planner = try #require(FixPlanner(for: result))
        return (folder, planner.application(of: planner.attachingFixes(to: findings)))
    }

    @Test func writesEveryFileAndLeavesNoBackup() throws {
        let (folder, application) = try Self.planned()
        defer { folder.remove() }
        try FixWriter().write(application)
        #expect(
            try String(contentsOf: folder.path("LoginDefaultRouter.swift"), encoding: .utf8)
                == Self.router.replacingOccurrences(of: "    var", with: "    weak var"))
        #expect(
            try String(contentsOf: folder.path("LoginDefaultPresenter.swift"), encoding: .utf8)
                == Self.presenter.replacingOccurrences(of: "    var", with: "    weak var"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["LoginDefaultPresenter.swift", "LoginDefaultRouter.swift"])
    }

    @Test func aFileChangedSinceItWasReadIsNotWrittenNorAnyOther() throws {
        let (folder, application) = try Self.planned()
        defer { folder.remove() }
        let edited = Self.router + "// edited meanwhile\n"
        try folder.write(edited, to: "LoginDefaultRouter.swift")
        #expect(throws: FixWriteError.changedMeanwhile(path: "LoginDefaultRouter.swift")) { try FixWriter().write(application) }
        #expect(try String(contentsOf: folder.path("LoginDefaultRouter.swift"), encoding: .utf8) == edited)
        #expect(try String(contentsOf: folder.path("LoginDefaultPresenter.swift"), encoding: .utf8) == Self.presenter)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 2)
    }

    /// A failure after the first file is in place: the second file's name leaves room beside it
    /// for the hidden file its new text is written to, but not for its backup (names are at most
    /// 255 bytes), so keeping a backup of it fails once the first file is replaced. The first file
    /// is put back, and no hidden file is left.
    @Test func aFailureAfterAFileIsReplacedPutsItBack() throws {
        let folder = try TemporaryDirectory(prefix: "vipera-fix")
        defer { folder.remove() }
        let longName = "Z" + String(repeating: "x", count: 198) + ".swift"
        #expect(longName.utf8.count == 205)
        try folder.write(Self.router, to: "LoginDefaultRouter.swift")
        try folder.write(Self.presenter, to: longName)
        let validator = Validator(configuration: Configuration(root: folder.url))
        let result = try validator.run()
        let findings = result.findings.filter { $0.ruleID == "weak-reference-required" }
        let planner = try #require(FixPlanner(for: result))
        let application = planner.application(of: planner.attachingFixes(to: findings))
        #expect(application.changes.map(\.path) == ["LoginDefaultRouter.swift", longName])
        #expect(
            throws: FixWriteError.writeFailed(path: longName, reason: "cannot keep a backup of it (the name is too long)", notUndone: [])
        ) { try FixWriter().write(application) }
        #expect(try folder.read("LoginDefaultRouter.swift") == Self.router)
        #expect(try folder.read(longName) == Self.presenter)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["LoginDefaultRouter.swift", longName])
    }

    /// The diff's hunks are those of `diff -u` (the independent oracle), here with a change at
    /// each end of a long file and lines inserted.
    @Test func diffMatchesDiffU() throws {
        let middle = (1...20).map { "    func step\($0)() {}" }.joined(separator: "\n")
        let source = """
            final class LoginDefaultView {
                let button = Button()
            \(middle)
                func setUp() {
                    button.action = {
                        self.submit()
                    }
                }
                func submit() {}
            }
            final class Button {
                var action: (() -> Void)?
            }
            protocol LoginView: AnyObject {}
            final class LoginDefaultPresenter {
                var view: (any LoginView)?
            }

            """
        let inputs = [SourceInput(path: "Login.swift", text: source)]
        let findings = Validator().validate(inputs)
        let planner = FixPlanner(files: inputs)
        let application = planner.application(of: planner.attachingFixes(to: findings))
        let change = try #require(application.changes.first)
        #expect(change.fixed.contains("button.action = { [weak self] in\n            guard let self else { return }\n            self.submit()\n"))
        #expect(change.fixed.contains("    weak var view: (any LoginView)?\n"))

        let folder = try TemporaryDirectory(prefix: "vipera-diff")
        defer { folder.remove() }
        let old = try folder.write(change.original, to: "a/Login.swift")
        let new = try folder.write(change.fixed, to: "b/Login.swift")
        let oracle = try ProcessResult.run(URL(fileURLWithPath: "/usr/bin/env"), ["diff", "-u", old.path, new.path])
        #expect(oracle.status == 1, "\(oracle)")
        let hunks = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("@@") }.joined(separator: "\n") }
        #expect(hunks(application.diff) == hunks(oracle.stdout))
        #expect(application.diff.hasPrefix("--- a/Login.swift\n+++ b/Login.swift\n@@ "))
    }
}
