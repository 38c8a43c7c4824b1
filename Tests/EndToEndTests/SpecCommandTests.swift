import Foundation
import TestSupport
import Testing

@Suite struct SpecCommandTests {
    static let spec = """
        defaults:
          path: Modules
        modules:
          - name: PostList
            routes: [PostDetail]
          - name: PostDetail
            inputs:
              - {name: postId, type: String}
        """

    @Test func generatesEveryModuleOfASpecWithItsTestsAndLintsClean() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.spec, to: "project/modules.yml")
        let result = try sandbox.run("generate", "--spec", "modules.yml")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Generated 2 modules from modules.yml\n./\n├── Modules/\n"))
        #expect(result.stdout.hasSuffix("46 written\n"))
        let again = try sandbox.run("generate", "--spec", "modules.yml")
        #expect(again.stdout.hasSuffix("0 written, 46 unchanged\n"), "\(again)")
        let lint = try sandbox.run("lint", "Modules", "Tests", "--strict")
        #expect(lint.status == 0, "\(lint)")
    }

    /// The golden spec's detail is a SwiftUI module; its UIKit form, with the same inputs and
    /// outputs, type-checks with the list that is its delegate too.
    @Test func aUIKitModuleWithOutputsTypeChecksWithItsDelegate() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let golden = try String(contentsOf: Golden.folder("spec/posts.yml"), encoding: .utf8)
        let uikit = golden.replacingOccurrences(of: "    parameters:\n      ui: swiftui\n", with: "")
        #expect(uikit != golden)
        try sandbox.write(uikit, to: "project/modules.yml")
        let result = try sandbox.run("generate", "--spec", "modules.yml", "--quiet")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles.contains("Modules/PostDetail/Interfaces/PostDetailDelegate.swift"))
        #expect(!sandbox.projectFiles.contains("Modules/PostDetail/Default/PostDetailViewState.swift"))
        GeneratedModuleChecks.assertTypeChecks(directory: sandbox.project.appendingPathComponent("Modules"))
    }

    @Test func dryRunPlansEveryModule() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.spec, to: "project/modules.yml")
        let result = try sandbox.run("generate", "--spec", "modules.yml", "--dry-run")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("46 files: 46 new, 0 unchanged, 0 conflicts\n"))
        #expect(sandbox.projectFiles == ["modules.yml"])
    }

    @Test func projectFileModulesAreGeneratedWhenNoModuleIsNamed() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("output: Features\nmodules:\n  - name: Home\n  - name: Settings\n", to: "project/.vipera.yml")
        let result = try sandbox.run("--quiet")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles.contains("Features/Home/Interfaces/HomeView.swift"))
        #expect(sandbox.projectFiles.contains("Features/Settings/Interfaces/SettingsView.swift"))
    }

    @Test func aRouteToAnUndefinedModuleNamesTheLine() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let file = try sandbox.write("modules:\n  - name: A\n    routes:\n      - B\n", to: "project/modules.yml")
        let result = try sandbox.run("generate", "--spec", "modules.yml")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr == "vipera: error: \(file.path):4: module 'A' routes to 'B', which the spec does not define\n")
        #expect(sandbox.projectFiles == ["modules.yml"])
    }

    @Test func specErrorsNameTheLine() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let cases = [
            ("modules:\n  - name: A\n  - name: A\n", ":3: module 'A' is listed twice"),
            ("modules:\n  - name: A\n    inputs:\n      - {name: class, type: String}\n", ":4: input name 'class' is not a Swift identifier"),
            ("modules:\n  - name: A\n    colour: red\n", ":3: unknown key 'colour' in a module"),
            ("modules:\n  - name: a/b\n", "invalid module name 'a/b'"),
        ]
        for (text, message) in cases {
            try sandbox.write(text, to: "project/modules.yml")
            let result = try sandbox.run("generate", "--spec", "modules.yml")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains(message), "\(result)")
        }
        #expect(sandbox.projectFiles == ["modules.yml"])
    }

    @Test func aConflictInOneModuleWritesNoModuleAtAll() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.spec, to: "project/modules.yml")
        try sandbox.write("// mine\n", to: "project/Modules/PostDetail/Interfaces/PostDetailView.swift")
        let result = try sandbox.run("generate", "--spec", "modules.yml")
        #expect(result.status == 3, "\(result)")
        #expect(sandbox.projectFiles == ["Modules/PostDetail/Interfaces/PostDetailView.swift", "modules.yml"])
    }

    @Test func aModuleNameAndASpecTogetherAreAUsageError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run("generate", "Login", "--spec", "x.yml").status == 64)
    }
}
