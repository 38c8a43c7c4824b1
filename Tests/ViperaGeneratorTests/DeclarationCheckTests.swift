import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// The pre-flight: a generated top-level type the project declares already is a conflict; a
/// shared type (silver's `Module`) the project declares already is not written again.
@Suite struct DeclarationCheckTests {
    static let date = ISO8601DateFormatter().date(from: "2026-01-01T12:00:00Z")

    private func plan(_ module: String, _ template: String? = nil, in work: TemporaryDirectory) throws -> GenerationPlan {
        try Generator(workingDirectory: work.url, environment: ["HOME": work.path("home").path])
            .plan(GenerationRequest(module: module, template: template, author: "Jane", date: Self.date)).plan
    }

    private func entry(_ path: String, of plan: GenerationPlan) throws -> GenerationPlan.Entry {
        try #require(plan.entries.first { $0.displayPath == path })
    }

    @Test func aTypeTheProjectDeclaresIsAConflictNamingWhere() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("import UIKit\n\n/// Mine.\nfinal class LoginPresenter {\n}\n", to: "App/Old/LoginPresenter.swift")
        let plan = try plan("Login", in: work)
        let presenter = try entry("Login/Interfaces/LoginPresenter.swift", of: plan)
        #expect(presenter.status == .new)
        #expect(presenter.isConflict)
        #expect(presenter.declaredElsewhere.map(\.description) == ["class LoginPresenter (App/Old/LoginPresenter.swift:4)"])
        #expect(plan.conflicts.map(\.displayPath) == ["Login/Interfaces/LoginPresenter.swift"])
        #expect(plan.newFiles.count == plan.entries.count - 1)
        let generator = Generator(workingDirectory: work.url, environment: [:])
        #expect(throws: GenerationError.self) { try generator.write(plan, policy: .refuse) }
        do {
            try generator.write(plan, policy: .refuse)
        } catch {
            #expect(error.exitStatus == .conflicts)
            #expect(
                error.description
                    == "1 type(s) to generate are declared already; nothing was written:\n"
                    + "  Login/Interfaces/LoginPresenter.swift declares LoginPresenter: class LoginPresenter (App/Old/LoginPresenter.swift:4)\n"
                    + "Use --force to write every file anyway or --skip-existing to write only the others.")
        }
        #expect(work.files() == ["App/Old/LoginPresenter.swift"])
    }

    @Test func skipExistingWritesAllButTheClashingFileAndForceWritesIt() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("class LoginPresenter {}\n", to: "App/LoginPresenter.swift")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        let skipped = try generator.write(try plan("Login", in: work), policy: .skip)
        #expect(!skipped.written.contains { $0.displayPath == "Login/Interfaces/LoginPresenter.swift" })
        #expect(!FileManager.default.fileExists(atPath: work.path("Login/Interfaces/LoginPresenter.swift").path))
        #expect(FileManager.default.fileExists(atPath: work.path("Login/Interfaces/LoginRouter.swift").path))
        let forced = try generator.write(try plan("Login", in: work), policy: .overwrite)
        #expect(forced.written.map(\.displayPath) == ["Login/Interfaces/LoginPresenter.swift"])
    }

    @Test func nestedTypesCommentsStringsExtensionsAndBuildFoldersDoNotClash() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write(
            """
            enum Legacy {
                final class LoginPresenter {}
            }
            // class LoginRouter was here
            let text = "struct LoginView"
            extension LoginInteractor {}
            private struct LoginBuilder {}
            fileprivate enum LoginService {}

            """, to: "App/Legacy.swift")
        for folder in [".build", "Pods", "Carthage", "DerivedData", ".hidden"] {
            try work.write("class LoginPresenter {}\n", to: "\(folder)/LoginPresenter.swift")
        }
        let plan = try plan("Login", in: work)
        #expect(plan.conflicts.isEmpty)
        #expect(plan.entries.allSatisfy { $0.declaredElsewhere.isEmpty })
    }

    @Test func aTemplatesNestedTypeIsNotLookedForAndTheProjectsTypeOfItsNameDoesNotClash() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("struct Offline: Error {}\nenum BuildCall {}\n", to: "App/Network.swift")
        let plan = try plan("Login", in: work)
        #expect(plan.conflicts.isEmpty)
        #expect(plan.entries.allSatisfy { $0.declaredElsewhere.isEmpty })
        // The presenter's tests nest `private struct Offline`: only their top-level suite is looked for.
        let tests = try #require(plan.entries.first { $0.displayPath.hasSuffix("LoginDefaultPresenterTests.swift") })
        #expect(String(decoding: tests.data, as: UTF8.self).contains("private struct Offline"))
        #expect(PlannedTypeNames(tests, modules: RunModules(["Login"])).names == ["LoginDefaultPresenterTests"])
    }

    @Test func aTypeInAnIfConfigBlockOrATypealiasClashes() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("#if DEBUG\nstruct LoginView {}\n#endif\n", to: "App/Debug.swift")
        try work.write("typealias LoginRouter = Int\n", to: "App/Alias.swift")
        let plan = try plan("Login", in: work)
        #expect(
            plan.conflicts.flatMap(\.declaredElsewhere).map(\.description).sorted() == [
                "struct LoginView (App/Debug.swift:2)", "typealias LoginRouter (App/Alias.swift:1)",
            ])
    }

    @Test func aBacktickedTypeNameClashes() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("import UIKit\n\nfinal class `LoginPresenter` {}\n", to: "App/Quoted.swift")
        try work.write("enum Wrapper {}\nstruct\n    `LoginRouter` {}\n", to: "App/Split.swift")
        let plan = try plan("Login", in: work)
        #expect(
            plan.conflicts.flatMap(\.declaredElsewhere).map(\.description).sorted() == [
                "class LoginPresenter (App/Quoted.swift:3)", "struct LoginRouter (App/Split.swift:3)",
            ])
    }

    /// Only a file whose bytes hold a name looked for after a type keyword is parsed; the others
    /// (not mentioning the module, or mentioning it only in uses) are read and passed over.
    @Test func onlyFilesThatMayDeclareANameAreParsed() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("final class LoginPresenter {}\n", to: "App/LoginPresenter.swift")
        try work.write("enum Legacy {\n    final class LoginRouter {}\n}\n", to: "App/Legacy.swift")
        try work.write("let presenter: LoginPresenter? = nil\n", to: "App/Uses.swift")
        for index in 0..<20 { try work.write("struct Cart\(index) {}\n", to: "App/Cart\(index).swift") }
        let names: Set = ["LoginPresenter", "LoginRouter", "LoginView"]
        let found = try #require(ProjectDeclarations(root: work.url, names: names, needles: ["Login"], excluded: []))
        #expect(found.fileCount == 23)
        #expect(found.parsedCount == 2)
        #expect(
            found.places.mapValues { $0.map { "\($0.declaration.keyword) \(URL(fileURLWithPath: $0.path).lastPathComponent):\($0.declaration.line)" } } == [
                "LoginPresenter": ["class LoginPresenter.swift:1"]
            ])
        let none = try #require(ProjectDeclarations(root: work.url, names: ["Payment"], needles: ["Payment"], excluded: []))
        #expect(none.parsedCount == 0 && none.places.isEmpty)
    }

    @Test func rerunningAModuleComparesItsOwnFilesByContent() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let generator = Generator(workingDirectory: work.url, environment: [:])
        try generator.write(try plan("Login", in: work), policy: .refuse)
        let again = try plan("Login", in: work)
        #expect(again.entries.allSatisfy { $0.status == .unchanged && $0.declaredElsewhere.isEmpty })
    }

    @Test func aSecondSILVERModuleDoesNotWriteTheSharedTypesAgain() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let generator = Generator(workingDirectory: work.url, environment: [:])
        try generator.write(try plan("Login", "silver", in: work), policy: .refuse)
        let cart = try plan("Cart", "silver", in: work)
        #expect(cart.conflicts.isEmpty)
        #expect(cart.declared.map(\.displayPath) == ["Cart/Module.swift", "Cart/ServiceLocator.swift"])
        let module = try entry("Cart/Module.swift", of: cart)
        #expect(module.declaredElsewhere.map(\.description) == ["struct Module (Login/Module.swift:12)"])
        #expect(module.declaredElsewhere.allSatisfy { $0.isShared })
        let written = try generator.write(cart, policy: .refuse)
        #expect(!written.written.contains { $0.displayPath.hasPrefix("Cart/Module") || $0.displayPath.hasPrefix("Cart/ServiceLocator") })
        #expect(!work.files().contains("Cart/Module.swift"))
        let report = GenerationReport(title: "module Cart", plan: cart)
        #expect(report.dryRun().plain.contains("Module.swift  (declared already: struct Module (Login/Module.swift:12))"))
        #expect(report.dryRun().plain.hasSuffix("0 conflicts, 2 declared already\n"))
        #expect(
            report.summary(written: written.written, policy: .refuse).plain.hasSuffix(
                ", 2 not written, their types declared already: Cart/Module.swift, Cart/ServiceLocator.swift\n"))
    }

    @Test func inOneSpecTheFirstModuleWritesTheSharedTypes() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let specFile = try work.write("modules:\n  - {name: Login, template: silver}\n  - {name: Cart, template: silver}\n", to: "modules.yml")
        let prepared = try Generator(workingDirectory: work.url, environment: [:])
            .plan(spec: try ModuleSpec(file: specFile), base: GenerationRequest(module: "", author: "Jane", date: Self.date))
        let plan = GenerationPlan(combining: prepared.map(\.plan))
        #expect(plan.conflicts.isEmpty)
        #expect(plan.declared.map(\.displayPath) == ["Cart/Module.swift", "Cart/ServiceLocator.swift"])
        #expect(try entry("Cart/Module.swift", of: plan).declaredElsewhere.map(\.place) == ["Login/Module.swift:12"])
        #expect(try entry("Login/Module.swift", of: plan).status == .new)
    }

    @Test func aModuleNamedTypeDeclaredBySharedFileNameIsAConflictNotSkipped() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("struct Module<RT> {}\nfinal class CartRouter {}\n", to: "App/Shared.swift")
        let cart = try plan("Cart", "silver", in: work)
        #expect(cart.declared.map(\.displayPath) == ["Cart/Module.swift"])
        #expect(cart.conflicts.map(\.displayPath) == ["Cart/CartRouter.swift"])
        #expect(try entry("Cart/CartRouter.swift", of: cart).declaredElsewhere.allSatisfy { !$0.isShared })
    }

    @Test func theProjectIsTheFolderOfVipera_ymlOrOfTheXcodeProjectAboveTheOutput() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("class LoginPresenter {}\n", to: "App/Sources/LoginPresenter.swift")
        try work.write("// !$*UTF8*$!\n", to: "App/App.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: work.path("App/Sources/Modules"), withIntermediateDirectories: true)
        // Run in a subfolder of the project: the project above the output folder is read.
        let inSubfolder = try Generator(workingDirectory: work.path("App/Sources/Modules"), environment: [:])
            .plan(GenerationRequest(module: "Login", author: "Jane", date: Self.date)).plan
        #expect(inSubfolder.conflicts.flatMap(\.declaredElsewhere).map(\.place) == [work.path("App/Sources/LoginPresenter.swift").path + ":1"])
        // A folder with no project and no .vipera.yml above: only that folder is read.
        try work.write("class CartPresenter {}\n", to: "Other/CartPresenter.swift")
        try FileManager.default.createDirectory(at: work.path("Alone"), withIntermediateDirectories: true)
        let alone = try Generator(workingDirectory: work.path("Alone"), environment: [:])
            .plan(GenerationRequest(module: "Cart", author: "Jane", date: Self.date)).plan
        #expect(alone.conflicts.isEmpty)
        try work.write("project: Shop\n", to: ".vipera.yml")
        let configured = try Generator(workingDirectory: work.path("Alone"), environment: [:])
            .plan(GenerationRequest(module: "Cart", author: "Jane", date: Self.date)).plan
        #expect(configured.conflicts.flatMap(\.declaredElsewhere).map(\.place) == [work.path("Other/CartPresenter.swift").path + ":1"])
    }

    @Test(arguments: [
        ("LoginDefaultPresenter", false), ("DefaultLoginPresenter", false), ("PresenterForLogin", false),
        ("Module", true), ("Logi", true), ("CartLogout", false), ("Cartel", false), ("Basket", true), ("ÉcranAccueilView", false),
    ])
    func aNameHoldsAModuleOfTheRunAnywhereInIt(name: String, holdsNone: Bool) {
        #expect(RunModules(["Login", "Cart", "Logout", "ÉcranAccueil"]).areAbsent(from: name) == holdsNone)
    }
}
