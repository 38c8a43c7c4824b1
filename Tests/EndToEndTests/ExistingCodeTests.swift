import Foundation
import TestSupport
import Testing

/// `vipera <Module>` in a project that has code already: types it declares, files generated
/// another day.
@Suite struct ExistingCodeTests {
    @Test func aTypeTheAppDeclaresAlreadyIsAConflictTheDryRunShows() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("import Foundation\n\nfinal class LoginPresenter {}\n", to: "project/App/Login/LoginPresenter.swift")
        let dryRun = try sandbox.run("Login", "--dry-run")
        #expect(dryRun.status == 0, "\(dryRun)")
        #expect(dryRun.stdout.contains("LoginPresenter.swift  (conflict: class LoginPresenter (App/Login/LoginPresenter.swift:3))\n"))
        #expect(dryRun.stdout.hasSuffix("23 files: 22 new, 0 unchanged, 1 conflict\n"))
        let before = sandbox.snapshot()
        let result = try sandbox.run("Login")
        #expect(result.status == 3, "\(result)")
        #expect(
            result.stderr == """
                vipera: error: 1 type(s) to generate are declared already; nothing was written:
                  Login/Interfaces/LoginPresenter.swift declares LoginPresenter: class LoginPresenter (App/Login/LoginPresenter.swift:3)
                Use --force to write every file anyway or --skip-existing to write only the others.

                """)
        #expect(sandbox.snapshot() == before)
    }

    @Test func aSecondSILVERModuleLeavesTheSharedTypesToTheFirst() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run("Login", "silver", "--quiet").status == 0)
        let cart = try sandbox.run("Cart", "silver")
        #expect(cart.status == 0, "\(cart)")
        #expect(cart.stdout.hasSuffix(", 2 not written, their types declared already: Cart/Module.swift, Cart/ServiceLocator.swift\n"))
        #expect(!sandbox.projectFiles.contains("Cart/Module.swift"))
        #expect(sandbox.projectFiles.contains("Cart/CartRouter.swift"))
    }

    @Test func generatingAgainAnotherDayAsAnotherUserChangesNothing() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run("Login", "--quiet").status == 0)
        let before = sandbox.snapshot()
        // A year and a half later (SOURCE_DATE_EPOCH), by someone else.
        let again = try sandbox.run(["Login"], environment: ["SOURCE_DATE_EPOCH": "1815000000", "USER": "someone"])
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout.hasSuffix("0 written, 23 unchanged\n"))
        #expect(sandbox.snapshot() == before)
    }
}
