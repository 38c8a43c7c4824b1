import Foundation
import TestSupport
import Testing

/// `vipera init` then `vipera Wallet` on a team that names its roles first (`PresenterCart.swift`
/// declaring `PresenterCart`, `InteractorCart`, `RouterCart`, as some teams do): its modules are
/// found, the template is extracted from one of them, and Wallet is written beside them in
/// their naming, lint clean.
@Suite struct InitRoleFirstTests {
    /// The roles the example's modules name first.
    private static let roles = ["Presenter", "Interactor", "Router"]

    /// The InitTeam example with `<Role><Module>` for `<Module><Role>` in its files' names and texts.
    private func teamNamingRolesFirst() throws -> Sandbox {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        for path in sandbox.projectFiles where path.hasSuffix(".swift") {
            var text = try sandbox.read(path)
            var renamed = path
            for module in ["Cart", "Orders"] {
                for role in Self.roles {
                    text = text.replacingOccurrences(of: module + role, with: role + module)
                    renamed = renamed.replacingOccurrences(of: "/\(module)\(role)", with: "/\(role)\(module)")
                }
            }
            try FileManager.default.removeItem(at: sandbox.project.appendingPathComponent(path))
            try sandbox.write(text, to: "project/\(renamed)")
        }
        return sandbox
    }

    @Test func modulesNamedRoleFirstAreFoundAndFollowed() throws {
        let sandbox = try teamNamingRolesFirst()
        defer { sandbox.remove() }
        #expect(sandbox.projectFiles.contains("Shop/Modules/Cart/PresenterCart.swift"), "\(sandbox.projectFiles)")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("vipera: output: Shop/Modules (holds 2 of the 2 modules with folders of their own)\n"), "\(initRun)")
        #expect(initRun.stdout.contains("extracted from module Cart (4 files from Shop/Modules/Cart"), "\(initRun)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        let written = sandbox.projectFiles.filter { $0.hasPrefix("Shop/Modules/Wallet/") }
        #expect(
            written == [
                "Shop/Modules/Wallet/InteractorWallet.swift", "Shop/Modules/Wallet/PresenterWallet.swift", "Shop/Modules/Wallet/RouterWallet.swift",
                "Shop/Modules/Wallet/WalletView.swift",
            ], "\(sandbox.projectFiles)")
        #expect(try sandbox.read("Shop/Modules/Wallet/PresenterWallet.swift").contains("final class PresenterWallet: PresenterWalletProtocol {"))
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(!lint.stdout.contains("Wallet") && !lint.stderr.contains("Wallet/"), "\(lint)")
    }
}
