import Foundation
import TestSupport
import Testing

/// `vipera init` then `vipera Wallet` on teams whose modules do what ours do not: a module that
/// declares a helper of its own, module folders named `<Module>Module`.
@Suite struct InitFitTests {
    /// A copy of `folder` (below the package's root) in a sandbox's project.
    private func sandbox(copying folder: String) throws -> Sandbox {
        let sandbox = try Sandbox()
        let source = Locations.packageRoot.appendingPathComponent(folder)
        for path in try FileManager.default.subpathsOfDirectory(atPath: source.path) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            try sandbox.write(try String(contentsOf: source.appendingPathComponent(path), encoding: .utf8), to: "project/\(path)")
        }
        return sandbox
    }

    /// The module the template comes from declares types not named for it beside its own: the
    /// new module uses the helper rather than declaring it again, and declares the type alias
    /// written for the module under its own name (the pre-flight refused both before).
    @Test func declarationsOfTheSourceModuleNotNamedForItAreNotDeclaredAgain() throws {
        let sandbox = try sandbox(copying: "Documentation/Examples/InitTeam")
        defer { sandbox.remove() }
        let router = try sandbox.read("Shop/Modules/Cart/CartRouter.swift")
        try sandbox.write(
            router.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n\ntypealias EntryPoint = CartView\n"),
            to: "project/Shop/Modules/Cart/CartRouter.swift")
        let interactor = try sandbox.read("Shop/Modules/Cart/CartInteractor.swift")
        try sandbox.write(interactor + "\nstruct PriceFormatter {}\n", to: "project/Shop/Modules/Cart/CartInteractor.swift")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("extracted from module Cart (4 files from Shop/Modules/Cart"), "\(initRun)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(try sandbox.read("Shop/Modules/Wallet/WalletRouter.swift").contains("\ntypealias WalletEntryPoint = WalletView\n"))
        #expect(!(try sandbox.read("Shop/Modules/Wallet/WalletInteractor.swift").contains("PriceFormatter")))
    }

    /// Module folders named `CartModule`: `output` names the module's folder, and Wallet is
    /// written into `WalletModule` beside them.
    @Test func newModulesGetFoldersNamedAsTheTeamsAre() throws {
        let sandbox = try sandbox(copying: "Tests/ViperaLintTests/Fixtures/Traps/CustomDialect")
        defer { sandbox.remove() }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(
            initRun.stdout.contains(
                "vipera: output: {{ module }}Module (holds 6 of the 6 modules with folders of their own, their folders named {{ module }}Module)"),
            "\(initRun)")
        #expect(try sandbox.read(".vipera.yml").contains("\noutput: \"{{ module }}Module\"\n"))
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("WalletModule/Presenter/WalletPresenter.swift"), "\(sandbox.projectFiles)")
        #expect(!sandbox.projectFiles.contains { $0.hasPrefix("Wallet/") }, "\(sandbox.projectFiles)")
    }
}
