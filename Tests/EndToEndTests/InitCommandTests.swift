import Foundation
import TestSupport
import Testing

/// `vipera init` on a rambler codebase: what it prints and writes (the documentation's example), that
/// `vipera lint` then uses it, and that it never overwrites without `--force`.
@Suite struct InitCommandTests {
    /// The rambler dialect fixture with a vendored library, in a fresh sandbox.
    private func ramblerProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        let fixture = Locations.tests("ViperaLintTests/Fixtures/Dialects/rambler")
        for path in try FileManager.default.subpathsOfDirectory(atPath: fixture.path) where path.hasSuffix(".swift") {
            _ = try sandbox.write(try String(contentsOf: fixture.appendingPathComponent(path), encoding: .utf8), to: "project/\(path)")
        }
        _ = try sandbox.write("final class Chart {}\n", to: "project/Vendor/Charts/Chart.swift")
        return sandbox
    }

    @Test func writesTheDetectedConfigurationAndLintUsesIt() throws {
        let sandbox = try ramblerProject()
        defer { sandbox.remove() }
        let before = try sandbox.run("lint")
        #expect(before.stderr == "vipera: 21 files checked: 0 errors, 4 warnings; conventions: rambler (detected: 2 modules)\n", "\(before)")
        let result = try sandbox.run("init")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                vipera: profile: viper (1 presenter, 0 struct view models, 0 business controllers, 0 class view models)
                vipera: convention: 2 modules follow <M>RouterInput/<M>ViewInput/<M>ViewOutput: rambler (e.g. Cart, Login)
                vipera: excluded: Vendor (vendored code, 1 Swift file)
                vipera: output: . (holds 2 of the 2 modules with folders of their own)
                vipera: project: none found (no Xcode project or Package.swift in '.' or the folders above it)
                vipera: template: team (extracted from module Login (14 files from Login): the only one of the 2 modules with folders of their own that lints clean)
                vipera: wrote .vipera.yml

                """, "\(result)")
        #expect(
            try sandbox.read(".vipera.yml") == """
                # Written by `vipera init` from what the codebase's own names show; edit freely.
                # holds 2 of the 2 modules with folders of their own
                output: .
                # extracted from module Login (14 files from Login): the only one of the 2 modules with folders of their own that lints clean
                template: team
                lint:
                  # 1 presenter, 0 struct view models, 0 business controllers, 0 class view models
                  profile: viper
                  # 2 modules follow <M>RouterInput/<M>ViewInput/<M>ViewOutput: rambler (e.g. Cart, Login)
                  conventions: [rambler]
                  excluded:
                    - "Vendor"  # vendored code, 1 Swift file

                """)
        let lint = try sandbox.run("lint")
        #expect(lint.stderr == "vipera: 21 files checked: 0 errors, 4 warnings\n", "\(lint)")
        #expect(!lint.stdout.contains("Vendor/"))
        #expect(lint.stdout.contains("the rambler convention names it CartViewOutput (protocol-suffix)"))
    }

    /// An app of class and `@Observable` view models (importing SwiftUI and UIKit, as most do)
    /// follows none of the architectures: `init` keeps only the rules that hold in any app and
    /// says so, and lint then reports the one real cycle, not the view models' kind or imports.
    @Test func anAppNoArchitectureFitsIsCheckedForCyclesOnly() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fixture = Locations.tests("ViperaLintTests/Fixtures/Traps/ClassMVVM")
        for path in try FileManager.default.subpathsOfDirectory(atPath: fixture.path) where path.hasSuffix(".swift") {
            _ = try sandbox.write(try String(contentsOf: fixture.appendingPathComponent(path), encoding: .utf8), to: "project/\(path)")
        }
        let result = try sandbox.run("init")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.hasPrefix(
                """
                vipera: profile: viper (0 presenters, 0 struct view models, 0 business controllers, 2 class view models)
                vipera: rules: no architecture's roles fit (none of presenters, struct view models, business controllers \
                or router-interactor modules lead), so only closure-capture-cycle, file-name, invalid-file, reference-cycle, strong-delegate, unused-suppression are on

                """), "\(result)")
        #expect(try sandbox.read(".vipera.yml").contains("    value-type-required: off\n"))
        let lint = try sandbox.run("lint")
        #expect(lint.stderr == "vipera: 4 files checked: 1 error, 0 warnings\n", "\(lint)")
        #expect(lint.stdout.contains("FeedViewModel.onRefresh = { self … } → FeedViewModel; capture [weak self] (closure-capture-cycle)"), "\(lint)")
    }

    /// A folder name holding a line break is written as a YAML escape, so the exclusion reads
    /// back as that very folder (a raw line break would fold into a space and match nothing).
    @Test func anExcludedFolderWithALineBreakStaysExcluded() throws {
        let sandbox = try ramblerProject()
        defer { sandbox.remove() }
        _ = try sandbox.write("final class LoginDefaultPresenter {}\n", to: "project/Odd\nName.xctemplate/Presenter.swift")
        let result = try sandbox.run("init")
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.read(".vipera.yml").contains(#"    - "Odd\nName.xctemplate"  # Xcode template placeholders, 1 Swift file"#))
        let lint = try sandbox.run("lint")
        #expect(lint.stderr == "vipera: 21 files checked: 0 errors, 4 warnings\n", "\(lint)")
        #expect(!lint.stdout.contains("Name.xctemplate"), "\(lint)")
    }

    @Test func refusesToOverwriteWithoutForce() throws {
        let sandbox = try ramblerProject()
        defer { sandbox.remove() }
        _ = try sandbox.write("lint:\n  profile: viper\n", to: "project/.vipera.yml")
        let refused = try sandbox.run("init")
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stderr.contains(".vipera.yml: already exists; pass --force"))
        #expect(try sandbox.read(".vipera.yml") == "lint:\n  profile: viper\n")
        let dryRun = try sandbox.run("init", "--dry-run")
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout.contains("conventions: [rambler]"))
        #expect(try sandbox.read(".vipera.yml") == "lint:\n  profile: viper\n")
        let forced = try sandbox.run("init", "--force")
        #expect(forced.status == 0)
        #expect(try sandbox.read(".vipera.yml").contains("conventions: [rambler]"))
    }

    /// In a project without Swift code yet, `vipera init` writes a starting file (the default
    /// template and profile, the next keys commented), says so and exits 0; each commented key,
    /// once uncommented, is read, and generation and lint then follow it.
    @Test func aProjectWithoutSwiftCodeGetsAStartingFile() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("# Shop\n", to: "project/README.md")
        let result = try sandbox.run("init")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                vipera: no Swift code yet: a starting file with template viper and profile viper, more keys commented
                vipera: wrote .vipera.yml

                """, "\(result)")
        let text = try sandbox.read(".vipera.yml")
        #expect(text.contains("\ntemplate: viper\n") && text.contains("\nlint:\n") && text.contains("\n  profile: viper\n"), "\(text)")
        let commented = /^( *)# ([a-z_]+: .*)$/
        let keys = text.split(separator: "\n").compactMap { try? commented.wholeMatch(in: String($0))?.output.2.split(separator: ":")[0] }
        #expect(keys == ["output", "tests_path", "author", "conventions", "included", "excluded"], "\(text)")
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            (try? commented.wholeMatch(in: String(line))).map { "\($0.output.1)\($0.output.2)" } ?? String(line)
        }
        try sandbox.write(uncommented.joined(separator: "\n"), to: "project/.vipera.yml")
        let generated = try sandbox.run("Login", "--quiet")
        #expect(generated.status == 0, "\(generated)")
        #expect(try sandbox.read("Sources/Modules/Login/Default/LoginDefaultView.swift").contains("Jane Doe"))
        let lint = try sandbox.run("lint")
        #expect(lint.status == 0 && lint.stderr == "vipera: 11 files checked: 0 errors, 0 warnings\n", "\(lint)")
    }

    @Test func unknownConventionIsAnErrorAtItsLine() throws {
        let sandbox = try ramblerProject()
        defer { sandbox.remove() }
        _ = try sandbox.write("lint:\n  conventions: [rambler, viper-classic]\n", to: "project/.vipera.yml")
        let result = try sandbox.run("lint")
        #expect(result.status == 2)
        #expect(result.stderr.contains(".vipera.yml:2: unknown convention 'viper-classic' in 'conventions'"), "\(result)")
    }

    /// A path `init` cannot write to: a plain sentence naming it, the documented exit code, and
    /// the folder exactly as before (never Foundation's error dump).
    @Test(arguments: [
        (
            ["init", "Cart/CartInteractor.swift"], 2,
            "vipera: error: {project}/Cart/CartInteractor.swift: is not a folder (vipera init writes .vipera.yml into a codebase's folder)\n"
        ),
        (["init", "--force"], 2, "vipera: error: {project}/.vipera.yml: is a folder, not a file\n"),
    ])
    func refusesAPathItCannotWrite(arguments: [String], status: Int32, message: String) throws {
        let sandbox = try ramblerProject()
        defer { sandbox.remove() }
        try sandbox.write("mine\n", to: "project/.vipera.yml/notes.txt")
        let before = sandbox.snapshot()
        let result = try sandbox.run(arguments)
        #expect(result.status == status, "\(result)")
        #expect(result.stderr == message.replacingOccurrences(of: "{project}", with: sandbox.project.path), "\(result)")
        #expect(sandbox.snapshot() == before)
    }

    @Test(.enabled(if: WriteFaultTests.canMount, "mounting a read-only folder takes root"))
    func aReadOnlyFolderEndsWithWritingFailed() throws {
        let sandbox = try ramblerProject()
        defer { sandbox.remove() }
        let folder = sandbox.project.path
        #expect(try ProcessResult.run(URL(fileURLWithPath: "/bin/mount"), ["--bind", folder, folder]).status == 0)
        defer { _ = try? ProcessResult.run(URL(fileURLWithPath: "/bin/umount"), [folder]) }
        #expect(try ProcessResult.run(URL(fileURLWithPath: "/bin/mount"), ["-o", "remount,ro,bind", folder]).status == 0)
        let before = sandbox.snapshot()
        let result = try sandbox.run("init")
        #expect(result.status == 4, "\(result)")
        #expect(result.stderr.hasSuffix("vipera: error: \(folder)/.vipera.yml: the file system is read-only\n"), "\(result)")
        #expect(sandbox.snapshot() == before)
    }
}
