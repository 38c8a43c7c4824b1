import Foundation
import TestSupport
import Testing

@Suite struct GenerateCommandTests {
    @Test func generatesTheDefaultModule() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("Login")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles == loginFiles)
        #expect(result.stdout.hasPrefix("Generated module Login from template 'viper' (built-in)\n./\n├── Login/\n│   ├── Default/\n"))
        #expect(result.stdout.hasSuffix("23 written\n"))
        #expect(try sandbox.read("Login/Interfaces/LoginView.swift").contains("//  Created by tester on 2026-01-01."))
    }

    @Test func generateSubcommandIsTheSameAsTheDefault() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("generate", "Login", "viper", "--quiet")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(sandbox.projectFiles == loginFiles)
    }

    @Test func capitalizesTheModuleNameAndSaysSo() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("login")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("vipera: note: module name 'login' was capitalized to 'Login'"))
        #expect(sandbox.projectFiles == loginFiles)
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("changed\n", to: "project/Login/Interfaces/LoginView.swift")
        let result = try sandbox.run("Login", "--dry-run")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("LoginView.swift  (conflict)"))
        #expect(result.stdout.contains("LoginRouter.swift  (new)"))
        #expect(result.stdout.hasSuffix("23 files: 22 new, 0 unchanged, 1 conflict\n"))
        #expect(sandbox.projectFiles == ["Login/Interfaces/LoginView.swift"])
    }

    @Test func runningAgainReportsEverythingUnchanged() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.run("Login")
        let again = try sandbox.run("Login")
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout.hasSuffix("0 written, 23 unchanged\n"))
    }

    @Test func aConflictLeavesEveryExistingFileByteIdentical() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.run("Login")
        try sandbox.write("// mine\n", to: "project/Login/Interfaces/LoginView.swift")
        try sandbox.write("// mine too\n", to: "project/Login/Default/LoginDefaultRouter.swift")
        try FileManager.default.removeItem(at: sandbox.project.appendingPathComponent("Login/Interfaces/LoginRouter.swift"))
        let before = sandbox.snapshot()
        let result = try sandbox.run("Login")
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("2 existing file(s) differ from what would be generated; nothing was written:"))
        #expect(result.stderr.contains("  Login/Interfaces/LoginView.swift\n"))
        #expect(result.stderr.contains("  Login/Default/LoginDefaultRouter.swift\n"))
        #expect(sandbox.snapshot() == before)
    }

    @Test func forceOverwritesConflicts() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.run("Login")
        let original = try sandbox.read("Login/Interfaces/LoginView.swift")
        try sandbox.write("// mine\n", to: "project/Login/Interfaces/LoginView.swift")
        let result = try sandbox.run("Login", "--force")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("LoginView.swift  (overwritten)"))
        #expect(try sandbox.read("Login/Interfaces/LoginView.swift") == original)
    }

    @Test func skipExistingKeepsConflictsAndWritesTheRest() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("// mine\n", to: "project/Login/Interfaces/LoginView.swift")
        let result = try sandbox.run("Login", "--skip-existing")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("22 written, 1 kept: Login/Interfaces/LoginView.swift\n"))
        #expect(try sandbox.read("Login/Interfaces/LoginView.swift") == "// mine\n")
        #expect(sandbox.projectFiles == loginFiles)
    }

    /// `vipera lnt` is `vipera lint` mistyped, not a module: nothing is written; a capitalised
    /// name, or `generate` written out, generates the module.
    @Test func aMistypedCommandIsNotAModule() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("lnt")
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr.hasPrefix("vipera: error: 'lnt' is not a command; did you mean 'vipera lint'? To generate a module named Lnt, write 'vipera Lnt'\n"))
        for (typed, command) in [("graf", "'vipera graph'"), ("int", "'vipera init' or 'vipera lint'"), ("templtes", "'vipera templates'")] {
            let mistyped = try sandbox.run(typed)
            #expect(mistyped.status == 64, "\(mistyped)")
            #expect(mistyped.stderr.hasPrefix("vipera: error: '\(typed)' is not a command; did you mean \(command)?"))
        }
        #expect(sandbox.projectFiles.isEmpty)
        #expect(try sandbox.run("generate", "lnt", "--dry-run").status == 0)
        #expect(try sandbox.run("Lnt", "--dry-run").status == 0)
        #expect(try sandbox.run("login", "--dry-run").status == 0)
    }

    /// Generating a module is vipera's default command, so `vipera help` and `vipera --help`
    /// show `vipera <Module> [<template>]` before the subcommands.
    @Test func helpShowsGeneratingAModuleFirst() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for arguments in [["help"], ["--help"]] {
            let help = try sandbox.run(arguments)
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: vipera <Module> [<template>] [<options>]\n       vipera <subcommand>\n"), "\(help)")
        }
    }

    @Test func forceAndSkipExistingTogetherAreAUsageError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("Login", "--force", "--skip-existing")
        #expect(result.status == 64, "\(result)")
        #expect(sandbox.projectFiles.isEmpty)
    }

    @Test func pathAndProjectFileOutput() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run("Login", "--path", "Sources/Modules", "--quiet").status == 0)
        #expect(sandbox.projectFiles.contains("Sources/Modules/Login/Interfaces/LoginView.swift"))
        try sandbox.write("output: App/Modules\nauthor: Jane Doe\nproject: Shop\n", to: "project/.vipera.yml")
        #expect(try sandbox.run("Home", "--quiet").status == 0)
        let view = try sandbox.read("App/Modules/Home/Interfaces/HomeView.swift")
        #expect(view.contains("//  Shop\n//\n//  Created by Jane Doe on 2026-01-01."))
    }

    @Test func theBinaryCarriesItsTemplates() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let copy = sandbox.root.path("bin/vipera")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Locations.vipera, to: copy)
        let result = try sandbox.run("Login", executable: copy)
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles == loginFiles)
    }

    @Test func printsItsVersion() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("--version")
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }
}
