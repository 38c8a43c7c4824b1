import Foundation
import TestSupport
import Testing

/// `vipera init` then `vipera Wallet` on a team that lays its code out by role
/// (`Presentation/Presenters/`, `Presentation/Interactors/`… each holding every module's file of
/// that role): the template is extracted from one module's files in the role folders, and Wallet
/// is written into those folders, lint clean; the template renders its module back byte for byte.
@Suite struct InitRoleLayoutTests {
    /// The InitTeam example with each module file moved from `Shop/Modules/<Module>/` to the
    /// folder of its role in `Shop/Presentation/` (`Presenters/CartPresenter.swift`).
    private func teamLaidOutByRole() throws -> Sandbox {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        for path in sandbox.projectFiles where path.hasPrefix("Shop/Modules/") {
            let name = String(path.split(separator: "/").last!)
            let role = ["Presenter", "Interactor", "Router", "View"].first { name.hasSuffix($0 + ".swift") }!
            let text = try sandbox.read(path)
            try FileManager.default.removeItem(at: sandbox.project.appendingPathComponent(path))
            try sandbox.write(text, to: "project/Shop/Presentation/\(role)s/\(name)")
        }
        return sandbox
    }

    @Test func aModuleIsWrittenIntoTheRoleFolders() throws {
        let sandbox = try teamLaidOutByRole()
        defer { sandbox.remove() }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("vipera: output: Shop/Presentation ("), "\(initRun)")
        #expect(initRun.stdout.contains("extracted from module Cart (4 files from Shop/Presentation"), "\(initRun)")
        #expect(try sandbox.read(".vipera/templates/team/template.yml").contains("\nmoduleFolder: false\n"))
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        let written = sandbox.projectFiles.filter { $0.contains("Wallet") && !$0.hasPrefix("ShopTests/") }
        #expect(
            written == [
                "Shop/Presentation/Interactors/WalletInteractor.swift", "Shop/Presentation/Presenters/WalletPresenter.swift",
                "Shop/Presentation/Routers/WalletRouter.swift", "Shop/Presentation/Views/WalletView.swift",
            ], "\(sandbox.projectFiles)")
        #expect(try sandbox.read("Shop/Presentation/Presenters/WalletPresenter.swift").contains("final class WalletPresenter"))
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(!lint.stdout.contains("Wallet") && !lint.stderr.contains("Wallet"), "\(lint)")
    }

    /// `templates extract` of a module laid out by role, rendered for its own name into another
    /// folder, gives back its files at their paths below the role folders' folder, byte for byte.
    @Test func theTemplateRoundTrips() throws {
        let sandbox = try teamLaidOutByRole()
        defer { sandbox.remove() }
        let extracted = try sandbox.run("templates", "extract", "Orders", "--name", "rt")
        #expect(extracted.status == 0, "\(extracted)")
        let rendered = try sandbox.run("Orders", "rt", "--path", "../out", "--tests-path", "../out-tests", "--no-project", "--force", "--quiet")
        #expect(rendered.status == 0, "\(rendered)")
        let out = sandbox.root.path("out")
        let files = TemporaryDirectory.files(in: out)
        #expect(files == ["Presenters/OrdersPresenter.swift", "Routers/OrdersRouter.swift", "Views/OrdersView.swift"], "\(files)")
        for file in files {
            let original = try sandbox.read("Shop/Presentation/" + file)
            #expect(try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8) == original, "\(file)")
        }
    }
}
