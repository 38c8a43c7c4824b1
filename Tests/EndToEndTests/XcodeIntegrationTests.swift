import Foundation
import TestSupport
import Testing

/// Generated modules land in the Xcode project: groups, references and build files added with a
/// minimal diff that an independent parser reads back, nothing added twice, synchronized folders
/// left to Xcode, and every project problem refused before anything is written.
@Suite struct XcodeIntegrationTests {
    /// A sandbox whose project folder holds the fixture `name` (an app folder and its project).
    static func sandbox(with fixture: String) throws -> Sandbox {
        let sandbox = try Sandbox()
        let source = Locations.tests("XcodeProjectTests/Fixtures/\(fixture)")
        for item in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: sandbox.project.appendingPathComponent(item))
        }
        return sandbox
    }

    /// Whether the independent checker (`pbxproj` from PyPI) is installed; `.ci/run` installs it
    /// and sets `VIPERA_REQUIRE_ORACLES` so a missing one fails there.
    static let oracleAvailable = Oracle.available(["python3", "-c", "import pbxproj"])

    /// Runs the independent checker on the sandbox's project; `expectations` are
    /// `path=Target:PBXSourcesBuildPhase` (or `=-` for a reference only).
    static func oracle(_ sandbox: Sandbox, project: String, _ expectations: [String]) throws -> ProcessResult {
        try Oracle.run(
            [
                "python3", Locations.tests("XcodeProjectTests/pbxproj_check.py").path,
                sandbox.project.appendingPathComponent("\(project)/project.pbxproj").path, sandbox.project.path,
            ] + expectations)
    }

    @Test func addsTheModuleToTheAppAndItsTestsToTheTestTarget() throws {
        let sandbox = try Self.sandbox(with: "Shop56")
        defer { sandbox.remove() }
        let original = try sandbox.read("Shop.xcodeproj/project.pbxproj")
        let result = try sandbox.run("Login", "--path", "Shop/Modules", "--tests-path", "ShopTests/LoginTests")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.hasSuffix("23 written, 1 updated\nShop.xcodeproj: added 23 file references (11 in Shop, 12 in ShopTests), 5 groups\n"), "\(result)")
        let edited = try sandbox.read("Shop.xcodeproj/project.pbxproj")
        #expect(InsertedLines.removing(from: edited, original: original) == original)
        #expect(edited.contains("\t\t\t\t1A0000000000000000000304 /* Cart */,\n"))
        if Self.oracleAvailable {
            let check = try Self.oracle(
                sandbox, project: "Shop.xcodeproj",
                [
                    "Shop/Modules/Login/Default/LoginDefaultView.swift=Shop:PBXSourcesBuildPhase",
                    "Shop/Modules/Login/Interfaces/LoginView.swift=Shop:PBXSourcesBuildPhase",
                    "ShopTests/LoginTests/Mocks/LoginMockView.swift=ShopTests:PBXSourcesBuildPhase",
                    "Shop/Modules/Cart/CartView.swift=Shop:PBXSourcesBuildPhase",
                ])
            #expect(check.status == 0, "\(check)")
        }
        let again = try sandbox.run("Login", "--path", "Shop/Modules", "--tests-path", "ShopTests/LoginTests")
        #expect(again.stdout.hasSuffix("0 written, 23 unchanged\nShop.xcodeproj: unchanged\n"), "\(again)")
        #expect(try sandbox.read("Shop.xcodeproj/project.pbxproj") == edited)
    }

    @Test(arguments: ["Shop46", "Shop50", "Shop54", "Shop55", "Shop56", "Shop60", "Shop70"])
    func everyProjectFormatGetsTheSameMinimalEdit(fixture: String) throws {
        let sandbox = try Self.sandbox(with: fixture)
        defer { sandbox.remove() }
        let original = try sandbox.read("Shop.xcodeproj/project.pbxproj")
        let result = try sandbox.run("Login", "--path", "Shop/Modules", "--tests-path", "ShopTests/LoginTests", "--target", "Shop")
        #expect(result.status == 0, "\(result)")
        let edited = try sandbox.read("Shop.xcodeproj/project.pbxproj")
        #expect(edited != original)
        #expect(InsertedLines.removing(from: edited, original: original) == original)
        if Self.oracleAvailable {
            let check = try Self.oracle(
                sandbox, project: "Shop.xcodeproj",
                [
                    "Shop/Modules/Login/Default/LoginDefaultView.swift=Shop:PBXSourcesBuildPhase",
                    "ShopTests/LoginTests/Mocks/LoginMockView.swift=ShopTests:PBXSourcesBuildPhase",
                    "Shop/Modules/Cart/CartView.swift=Shop:PBXSourcesBuildPhase",
                ])
            #expect(check.status == 0, "\(check)")
        }
    }

    @Test func aGroupWithoutAPathIsReusedByItsName() throws {
        let sandbox = try Self.sandbox(with: "Shop46")
        defer { sandbox.remove() }
        let result = try sandbox.run("Login", "--path", "Shop/Modules", "--no-tests")
        #expect(result.status == 0, "\(result)")
        let edited = try sandbox.read("Shop.xcodeproj/project.pbxproj")
        #expect(edited.contains("\t\t\t);\n\t\t\tname = Login;\n\t\t\tpath = Modules/Login;\n\t\t\tsourceTree = \"<group>\";\n"), "\(edited)")
        #expect(!edited.contains("path = Modules;"))
    }

    @Test func twoAppTargetsNeedAChoice() throws {
        let sandbox = try Self.sandbox(with: "Shop60")
        defer { sandbox.remove() }
        let refused = try sandbox.run("Login", "--path", "Shop/Modules")
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "vipera: error: Xcode project Shop.xcodeproj: it has several application targets (Shop, ShopLite); choose one with --target or `target:` in .vipera.yml\n",
            "\(refused)")
        try sandbox.write("target: ShopLite\n", to: "project/.vipera.yml")
        let chosen = try sandbox.run("Login", "--path", "Shop/Modules", "--tests-path", "ShopTests/LoginTests")
        #expect(chosen.stdout.hasSuffix("Shop.xcodeproj: added 23 file references (11 in ShopLite, 12 in ShopTests), 5 groups\n"), "\(chosen)")
    }

    @Test func aWorkspacePicksTheProjectHoldingTheOutput() throws {
        let sandbox = try Self.sandbox(with: "Workspace")
        defer { sandbox.remove() }
        let app = try sandbox.read("App/Shop.xcodeproj/project.pbxproj")
        let result = try sandbox.run("Login", "--path", "Kit/Shop/Modules", "--no-tests")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("Kit/Kit.xcodeproj: added 11 file references (11 in Shop), 3 groups\n"), "\(result)")
        #expect(try sandbox.read("App/Shop.xcodeproj/project.pbxproj") == app)
    }

    @Test func aSpecAddsAllItsModulesInOneEdit() throws {
        let sandbox = try Self.sandbox(with: "Shop56")
        defer { sandbox.remove() }
        try sandbox.write("defaults:\n  path: Shop/Modules\nmodules:\n  - name: Login\n  - name: Profile\n", to: "project/modules.yml")
        let result = try sandbox.run("--spec", "modules.yml", "--no-tests")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("22 written, 1 updated\nShop.xcodeproj: added 22 file references (22 in Shop), 6 groups\n"), "\(result)")
    }

    @Test func aDryRunListsTheAdditionsAndChangesNothing() throws {
        let sandbox = try Self.sandbox(with: "Shop56")
        defer { sandbox.remove() }
        let before = sandbox.snapshot()
        let result = try sandbox.run("Login", "--path", "Shop/Modules", "--no-tests", "--dry-run")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.contains("└── Shop.xcodeproj/\n    └── project.pbxproj  (updated)\n12 files: 11 new, 0 unchanged, 0 conflicts, 1 updated\n"),
            "\(result)")
        #expect(
            result.stdout.contains(
                "Shop.xcodeproj: would add 25 items:\n  group Shop/Modules/Login\n  group Shop/Modules/Login/Default\n"
                    + "  file reference Shop/Modules/Login/Default/LoginDefaultBuilder.swift\n  build file LoginDefaultBuilder.swift in Shop (Sources)\n"),
            "\(result)")
        #expect(sandbox.snapshot() == before)
    }

    @Test func aSynchronizedFolderIsLeftToXcodeAndItsExceptionsReported() throws {
        let sandbox = try Self.sandbox(with: "Notes77")
        defer { sandbox.remove() }
        let original = try sandbox.read("Notes.xcodeproj/project.pbxproj")
        let result = try sandbox.run("Login", "--path", "Notes/Modules", "--tests-path", "NotesTests/LoginTests")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.hasSuffix(
                """
                23 written
                Notes.xcodeproj: unchanged
                  note: in the synchronized folder 'Notes', which Xcode reads itself
                  note: Notes/Modules/Login/Default/LoginDefaultView.swift is excluded from target 'Notes' by the folder's exceptions
                  note: in the synchronized folder 'NotesTests', which Xcode reads itself

                """), "\(result)")
        #expect(try sandbox.read("Notes.xcodeproj/project.pbxproj") == original)
    }

    @Test func runInASubfolderTheProjectAboveIsFound() throws {
        let sandbox = try Self.sandbox(with: "Shop56")
        defer { sandbox.remove() }
        let modules = sandbox.project.appendingPathComponent("Shop/Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let result = try sandbox.run(["Login", "--tests-path", "../../ShopTests/LoginTests"], in: modules)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.hasSuffix("\(sandbox.project.path)/Shop.xcodeproj: added 23 file references (11 in Shop, 12 in ShopTests), 5 groups\n"),
            "\(result)")
    }

    @Test func withNoProjectTheRunSaysTheFilesWereAddedToNone() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("Login")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr == "vipera: note: the files were added to no project: no Xcode project or Package.swift in 'Login' or the folders above it\n",
            "\(result)")
        let dryRun = try sandbox.run("Cart", "--dry-run")
        #expect(
            dryRun.stderr == "vipera: note: the files would be added to no project: no Xcode project or Package.swift in 'Cart' or the folders above it\n",
            "\(dryRun)")
        #expect(try sandbox.run("Cart", "--quiet").stderr.isEmpty)
        #expect(try sandbox.run("Wallet", "--no-project").stderr.isEmpty)
    }

    @Test func aUITestBundleIsNeverTheTestTarget() throws {
        let sandbox = try Self.sandbox(with: "Shop60")
        defer { sandbox.remove() }
        // ShopLite becomes a UI-test bundle of Shop, as ShopTests is its unit-test bundle.
        let file = sandbox.project.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let text = try sandbox.read("Shop.xcodeproj/project.pbxproj")
        let uiTests = text.replacingOccurrences(
            of: "dependencies = (\n\t\t\t);\n\t\t\tname = ShopLite;",
            with: "dependencies = (\n\t\t\t\t1A0000000000000000000A01 /* PBXTargetDependency */,\n\t\t\t);\n\t\t\tname = ShopLite;"
        )
        var lines = uiTests.components(separatedBy: "\n")
        let liteType = try #require(lines.lastIndex { $0.contains("productType = \"com.apple.product-type.application\"") })
        lines[liteType] = "\t\t\tproductType = \"com.apple.product-type.bundle.ui-testing\";"
        try lines.joined(separator: "\n").write(to: file, atomically: false, encoding: .utf8)
        let result = try sandbox.run("Login", "--path", "Shop/Modules", "--tests-path", "ShopTests/LoginTests")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("Shop.xcodeproj: added 23 file references (11 in Shop, 12 in ShopTests), 5 groups\n"), "\(result)")
    }

    @Test func withNoUnitTestTargetTestFilesAreWrittenButNotAdded() throws {
        let sandbox = try Self.sandbox(with: "Shop56")
        defer { sandbox.remove() }
        let file = sandbox.project.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        try (try sandbox.read("Shop.xcodeproj/project.pbxproj"))
            .replacingOccurrences(of: "com.apple.product-type.bundle.unit-test", with: "com.apple.product-type.bundle.ui-testing")
            .write(to: file, atomically: false, encoding: .utf8)
        let result = try sandbox.run("Login", "--path", "Shop/Modules", "--tests-path", "ShopTests/LoginTests")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles.contains("ShopTests/LoginTests/LoginDefaultPresenterTests.swift"))
        #expect(
            result.stdout.hasSuffix(
                "Shop.xcodeproj: added 11 file references (11 in Shop), 3 groups\n"
                    + "  note: 12 test files were written but added to no target: the project has no unit-test target "
                    + "(UI-test bundles are not candidates); name one with --test-target or `test_target:` in .vipera.yml\n"), "\(result)")
        #expect(!(try sandbox.read("Shop.xcodeproj/project.pbxproj")).contains("LoginDefaultPresenterTests.swift"))
    }

    @Test func noProjectSkipsTheStep() throws {
        let sandbox = try Self.sandbox(with: "Shop56")
        defer { sandbox.remove() }
        let original = try sandbox.read("Shop.xcodeproj/project.pbxproj")
        let result = try sandbox.run("Login", "--path", "Shop/Modules", "--no-project")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("23 written\n"), "\(result)")
        #expect(try sandbox.read("Shop.xcodeproj/project.pbxproj") == original)
    }

    @Test(arguments: [
        ("unparsable", "vipera: error: Xcode project {project}/Shop.xcodeproj/project.pbxproj:7: expected ';'\n"),
        (
            "two projects",
            "vipera: error: Xcode project {project}: several Xcode projects (Other.xcodeproj, Shop.xcodeproj); choose one with --project or `xcodeproj:` in .vipera.yml, or skip this step with --no-project\n"
        ),
        ("unknown target", "vipera: error: Xcode project Shop.xcodeproj: it has no target 'Nope' (targets: Shop, ShopTests)\n"),
        (
            "a project file linked out of the project",
            "vipera: error: refusing to write 'Shop.xcodeproj/project.pbxproj': it would leave the output folder {project}/Shop.xcodeproj (through '{project}/Shop.xcodeproj/project.pbxproj')\n"
        ),
        (
            "a future format",
            "vipera: error: Xcode project {project}/Shop.xcodeproj/project.pbxproj:6: its objectVersion 99 is a project format vipera does not know (it edits 46 to 77, Xcode 3.2 to 16), so it was left alone; add the files in Xcode, or run vipera with --no-project\n"
        ),
    ])
    func refusesBeforeWritingAnything(problem: String, message: String) throws {
        let sandbox = try Self.sandbox(with: "Shop56")
        defer { sandbox.remove() }
        var arguments = ["Login", "--path", "Shop/Modules"]
        switch problem {
        case "unparsable":
            let file = sandbox.project.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
            try (try sandbox.read("Shop.xcodeproj/project.pbxproj")).replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 56")
                .write(to: file, atomically: false, encoding: .utf8)
        case "a future format":
            let file = sandbox.project.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
            try (try sandbox.read("Shop.xcodeproj/project.pbxproj")).replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 99;")
                .write(to: file, atomically: false, encoding: .utf8)
        case "two projects":
            try FileManager.default.copyItem(
                at: sandbox.project.appendingPathComponent("Shop.xcodeproj"), to: sandbox.project.appendingPathComponent("Other.xcodeproj"))
        case "unknown target":
            arguments += ["--target", "Nope"]
        default:
            let file = sandbox.project.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
            try FileManager.default.moveItem(at: file, to: sandbox.project.appendingPathComponent("shared.pbxproj"))
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "../shared.pbxproj")
        }
        let before = sandbox.snapshot()
        let result = try sandbox.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr == message.replacingOccurrences(of: "{project}", with: sandbox.project.path), "\(result)")
        #expect(sandbox.snapshot() == before)
    }

    /// A project file that is a symbolic link inside the project is edited through it: the link
    /// stays, the file it leads to gains the module.
    @Test func aLinkedProjectFileIsEditedThroughItsLink() throws {
        let sandbox = try Self.sandbox(with: "Shop56")
        defer { sandbox.remove() }
        let file = sandbox.project.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        try FileManager.default.moveItem(at: file, to: sandbox.project.appendingPathComponent("Shop.xcodeproj/Shop.pbxproj"))
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "Shop.pbxproj")
        let original = try sandbox.read("Shop.xcodeproj/Shop.pbxproj")
        let result = try sandbox.run("Login", "--path", "Shop/Modules", "--no-tests")
        #expect(result.status == 0, "\(result)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "Shop.pbxproj")
        let edited = try sandbox.read("Shop.xcodeproj/Shop.pbxproj")
        #expect(edited != original && InsertedLines.removing(from: edited, original: original) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).sorted() == ["Shop.pbxproj", "project.pbxproj"])
    }
}
