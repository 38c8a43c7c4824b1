import Foundation
import TestSupport
import Testing

/// The tests parts of the `bc` and `mvvm` templates on the command line: written to
/// `Tests/<Module>Tests` by default, left out by `--no-tests`.
@Suite struct BusinessControllerAndMVVMTestsPartTests {
    /// What `bc` writes for `Payments` with business controllers `Login` and `Analytics`.
    static let paymentsModuleFiles = ["Builder", "BusinessController", "CommunicationCenter", "Conversation", "ViewController", "ViewControllerEvents"]
        .map { "Payments/Payments\($0).swift" }
    static let paymentsTestFiles =
        ["Builder", "BusinessController", "CommunicationCenter", "ViewController"]
        .map { "Tests/PaymentsTests/Payments\($0)Tests.swift" } + ["Tests/PaymentsTests/Mocks/PaymentsMockBusinessController.swift"]

    /// What `mvvm` writes for `Login`.
    static let loginModuleFiles = ["Login/Services/LoginService.swift", "Login/UI/LoginViewController.swift", "Login/UI/LoginViewModel.swift"]
    static let loginTestFiles = ["LoginViewControllerTests.swift", "LoginViewModelTests.swift", "LoginWaiting.swift", "Mocks/LoginMockService.swift"]
        .map { "Tests/LoginTests/\($0)" }

    @Test func bcWritesItsTestsPartUnlessToldNot() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let arguments = ["Payments", "bc", "--param", "businessControllers=Login,Analytics", "--quiet"]
        #expect(try sandbox.run(arguments).status == 0)
        #expect(sandbox.projectFiles == (Self.paymentsModuleFiles + Self.paymentsTestFiles).sorted())
        #expect(try sandbox.read("Tests/PaymentsTests/PaymentsBuilderTests.swift").contains("\n@testable import project\n"))
        let other = try Sandbox()
        defer { other.remove() }
        let result = try other.run(arguments.dropLast() + ["--no-tests"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("6 written\n"), "\(result)")
        #expect(other.projectFiles == Self.paymentsModuleFiles)
    }

    @Test func mvvmWritesItsTestsPartUnlessToldNot() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run("Login", "mvvm", "--param", "appModule=ShopKit", "--quiet").status == 0)
        #expect(sandbox.projectFiles == (Self.loginModuleFiles + Self.loginTestFiles).sorted())
        #expect(try sandbox.read("Tests/LoginTests/Mocks/LoginMockService.swift").contains("\n@testable import ShopKit\n"))
        let other = try Sandbox()
        defer { other.remove() }
        let result = try other.run("Login", "mvvm", "--no-tests")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("3 written\n"), "\(result)")
        #expect(other.projectFiles == Self.loginModuleFiles)
    }
}
