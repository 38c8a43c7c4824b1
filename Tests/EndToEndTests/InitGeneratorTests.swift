import Foundation
import TestSupport
import Testing

/// `vipera init` sets up the generator from what the project shows: after it alone, `vipera
/// Wallet` lands next to the team's modules, in their dialect, in their targets, and lints clean.
@Suite struct InitGeneratorTests {
    /// `Documentation/Examples/InitTeam` (modules Cart and Orders in a dialect no built-in
    /// template writes, their tests in `ShopTests/<Module>`) with the Shop Xcode project of
    /// `XcodeProjectTests` (two app targets, Shop and ShopLite; Shop compiles CartView.swift).
    private func teamProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        for (source, destination) in [("Documentation/Examples/InitTeam", ""), ("Tests/XcodeProjectTests/Fixtures/Shop60", "")] {
            let folder = Locations.packageRoot.appendingPathComponent(source)
            for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue
                else { continue }
                _ = try sandbox.write(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8), to: "project/\(destination)\(path)")
            }
        }
        return sandbox
    }

    @Test func aTeamDialectGetsATemplateExtractedFromItsMostCompleteModule() throws {
        let sandbox = try teamProject()
        defer { sandbox.remove() }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(
            initRun.stdout.contains(
                "vipera: template: team (extracted from module Cart (4 files from Shop/Modules/Cart, 1 test file from ShopTests/Cart): "
                    + "the most complete of the 2 of 2 modules with folders of their own that lint clean)"), "\(initRun)")
        let file = try sandbox.read(".vipera.yml")
        for line in ["output: Shop/Modules", "tests_path: \"ShopTests/{{ module }}\"", "xcodeproj: Shop.xcodeproj", "target: Shop", "template: team"] {
            #expect(file.contains("\n\(line)\n"), "\(line) in \(file)")
        }
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        let files = sandbox.projectFiles
        for path in ["Shop/Modules/Wallet/WalletInteractor.swift", "Shop/Modules/Wallet/WalletView.swift", "ShopTests/Wallet/WalletPresenterTests.swift"] {
            #expect(files.contains(path), "\(path) in \(files)")
        }
        let presenter = try sandbox.read("Shop/Modules/Wallet/WalletPresenter.swift")
        #expect(presenter.contains("final class WalletPresenter: WalletPresenterProtocol {"), "\(presenter)")
        let pbxproj = try sandbox.read("Shop.xcodeproj/project.pbxproj")
        #expect(pbxproj.contains("WalletPresenter.swift in Sources"), "\(generated)")
        #expect(generated.stdout.contains("added 5 file references (4 in Shop, 1 in ShopTests)"), "\(generated)")
        let lint = try sandbox.run("lint")
        #expect(lint.status == 0, "\(lint)")
        #expect(!lint.stdout.contains("Wallet"), "\(lint)")
    }

    @Test func templateFromChoosesTheModule() throws {
        let sandbox = try teamProject()
        defer { sandbox.remove() }
        let initRun = try sandbox.run("init", "--template-from", "Orders")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(
            initRun.stdout.contains(
                "extracted from module Orders (3 files from Shop/Modules/Orders, 1 test file from ShopTests/Orders): named with --template-from"))
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("Shop/Modules/Wallet/WalletRouter.swift"))
        #expect(!sandbox.projectFiles.contains("Shop/Modules/Wallet/WalletInteractor.swift"))
    }

    @Test func aModuleThatCannotBeExtractedWritesNothing() throws {
        let sandbox = try teamProject()
        defer { sandbox.remove() }
        let before = sandbox.snapshot()
        let result = try sandbox.run("init", "--template-from", "Payments")
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr == "vipera: error: \(sandbox.project.path): cannot extract a template: "
                + "no folder or Swift file named for module 'Payments' was found below it\n", "\(result)")
        #expect(sandbox.snapshot() == before)
    }

    @Test func aReRunKeepsTheFileAndTheTemplateUnlessForced() throws {
        let sandbox = try teamProject()
        defer { sandbox.remove() }
        #expect(try sandbox.run("init").status == 0)
        try "// edited\n".write(to: sandbox.project.appendingPathComponent(".vipera/templates/team/Note.swift"), atomically: true, encoding: .utf8)
        let kept = sandbox.snapshot()
        let again = try sandbox.run("init")
        #expect(again.status == 2, "\(again)")
        #expect(again.stderr.contains(".vipera.yml: already exists; pass --force"), "\(again)")
        #expect(sandbox.snapshot() == kept)
        let forced = try sandbox.run("init", "--force")
        #expect(forced.status == 0, "\(forced)")
        #expect(forced.stdout.contains("template: team (kept: .vipera/templates/team exists already (remove it to extract one again))"), "\(forced)")
        #expect(try sandbox.read(".vipera/templates/team/Note.swift") == "// edited\n")
        let collides = try sandbox.run("init", "--force", "--template-from", "Orders")
        #expect(collides.status == 3, "\(collides)")
        #expect(try sandbox.read(".vipera/templates/team/Note.swift") == "// edited\n")
    }

    /// Modules whose classes carry a prefix (`SMCartPresenter`) live in folders named without it.
    @Test func prefixedModulesAreFoundInTheirFolders() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for module in ["Cart", "Orders"] {
            try sandbox.write(
                """
                protocol SM\(module)ViewInput: AnyObject {}
                protocol SM\(module)ViewOutput: AnyObject {}
                protocol SM\(module)RouterInput: AnyObject {}
                final class SM\(module)Presenter: SM\(module)ViewOutput {
                    weak var view: SM\(module)ViewInput?
                }

                """, to: "project/App/Modules/\(module)/SM\(module)Presenter.swift")
        }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("vipera: output: App/Modules (holds 2 of the 2 modules with folders of their own)"), "\(initRun)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("App/Modules/Wallet/SMWalletPresenter.swift"), "\(sandbox.projectFiles)")
    }

    /// Modules in vipera's own names get the built-in template, and a new module lands beside them.
    @Test func aBuiltInDialectKeepsTheBuiltInTemplate() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for module in ["Login", "Cart"] {
            let result = try sandbox.run("generate", module, "--path", "App/Modules", "--tests-path", "AppTests/\(module)Tests")
            #expect(result.status == 0, "\(result)")
        }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        let file = try sandbox.read(".vipera.yml")
        for line in ["output: App/Modules", "tests_path: AppTests", "template: viper"] {
            #expect(file.contains("\n\(line)\n"), "\(line) in \(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.project.appendingPathComponent(".vipera").path))
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("App/Modules/Wallet/Default/WalletDefaultPresenter.swift"))
        #expect(sandbox.projectFiles.contains("AppTests/WalletTests/WalletDefaultPresenterTests.swift"))
        let lint = try sandbox.run("lint")
        #expect(lint.status == 0, "\(lint)")
        #expect(!lint.stdout.contains("Wallet"), "\(lint)")
    }

    /// Names that only resemble the built-in's (`CartViewController`, `CartWireframe`,
    /// `DefaultCartPresenter` for vipera's `<M>View`/`<M>Presenter` protocols) get the team's
    /// template: the built-in, rendered for Cart in memory, would not write Cart's names.
    @Test func lookAlikeNamesGetTheTeamsTemplate() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for module in ["Cart", "Orders"] {
            let files = [
                "Contract": "protocol \(module)View: AnyObject {}\nprotocol \(module)Presenter: AnyObject {}\nprotocol \(module)Router: AnyObject {}\n",
                "ViewController": "final class \(module)ViewController: \(module)View {\n    var presenter: \(module)Presenter?\n}\n",
                "Presenter": "final class Default\(module)Presenter: \(module)Presenter {\n    weak var view: \(module)View?\n}\n",
                "Wireframe": "final class \(module)Wireframe: \(module)Router {}\n",
            ]
            for (role, text) in files { try sandbox.write(text, to: "project/App/Modules/\(module)/\(module)\(role).swift") }
        }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("the built-in viper does not write the team's names: for Cart it would write"), "\(initRun)")
        #expect(try sandbox.read(".vipera.yml").contains("\ntemplate: team\n"))
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        for file in ["WalletViewController", "WalletWireframe", "WalletPresenter", "WalletContract"] {
            #expect(sandbox.projectFiles.contains("App/Modules/Wallet/\(file).swift"), "\(sandbox.projectFiles)")
        }
    }

    /// Modules in folders not named for them (`Scenes/Movies` for MovieList) are where their
    /// files are, so the output is their folder's parent; laid out by role, the output is the
    /// folder holding the role folders.
    @Test func modulesInFoldersNamedOtherwiseSetTheOutput() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for (module, folder) in [("MovieList", "Movies"), ("MovieDetail", "Details")] {
            try sandbox.write(
                "protocol \(module)View: AnyObject {}\nfinal class \(module)Presenter {\n    weak var view: \(module)View?\n}\n",
                to: "project/App/Scenes/\(folder)/\(module)Presenter.swift")
            try sandbox.write("final class \(module)Router {}\n", to: "project/App/Scenes/\(folder)/Routing/\(module)Router.swift")
        }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("vipera: output: App/Scenes (holds 2 of the 2 modules with folders of their own)"), "\(initRun)")
        // Laid out by role (`Presenters/`, `Routers/`): new modules go into the role folders.
        for folder in ["App/Scenes", ".vipera", ".vipera.yml"] {
            try FileManager.default.removeItem(at: sandbox.project.appendingPathComponent(folder))
        }
        for (module, role) in [("MovieList", "Presenter"), ("MovieDetail", "Presenter"), ("MovieList", "Router"), ("MovieDetail", "Router")] {
            try sandbox.write("final class \(module)\(role) {}\n", to: "project/App/\(role)s/\(module)\(role).swift")
        }
        let byRole = try sandbox.run("init", "--dry-run")
        #expect(byRole.stderr.contains("vipera: output: App (holds 2 of the 2 modules"), "\(byRole)")
        #expect(byRole.stderr.contains("(2 files from App)"), "\(byRole)")
    }
}
