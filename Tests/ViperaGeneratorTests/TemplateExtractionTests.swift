import Foundation
import SwiftParser
import TestSupport
import Testing
import ViperaCore

@testable import ViperaGenerator

/// `vipera templates extract`: a module of a project of ours made a template, rendered back
/// byte for byte, rendered for another name into Swift that parses, and refused on bad input
/// with nothing written.
@Suite struct TemplateExtractionTests {
    /// A project with module `UserProfile` (in `App/Modules/`, its tests in `AppTests/`),
    /// another module `Settings`, and code outside both.
    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(
            """
            //
            //  UserProfileViewController.swift
            //  Shop
            //
            //  Created by Jane Doe on 12/03/2019.
            //  Copyright © 2019 Acme. All rights reserved.
            //

            import UIKit

            /// Shows a user's profile; the title is "{{ title }}" in the design ({% literally %}).
            final class UserProfileViewController: UIViewController {
                var presenter: UserProfilePresenterProtocol?
                private let userProfileCell = "user_profile_cell"
                static let USER_PROFILE_KEY = "USER_PROFILE"

                override func viewDidLoad() {
                    super.viewDidLoad()
                    DispatchQueue.main.async { self.presenter?.loadUserProfile() }
                    let url = URL(string: UIApplication.openSettingsURLString)
                    print(url as Any, "{#", Self.USER_PROFILE_KEY, userProfileCell)
                }
            }

            """, to: "App/Modules/UserProfile/UserProfileViewController.swift")
        try folder.write(
            """
            protocol UserProfilePresenterProtocol: AnyObject {
                func loadUserProfile()
            }

            final class UserProfilePresenter: UserProfilePresenterProtocol {
                weak var view: UserProfileViewController?
                func loadUserProfile() {
                    switch view {
                    case .some: break
                    default: break
                    }
                }
            }

            """, to: "App/Modules/UserProfile/Presenter/UserProfilePresenter.swift")
        try folder.write(
            "<view customClass=\"UserProfileViewController\" id=\"user-profile-view\"/>\n", to: "App/Modules/UserProfile/user-profile.xib")
        try folder.write(
            """
            @testable import Shop
            import XCTest

            final class UserProfilePresenterTests: XCTestCase {
                func testLoads() { UserProfilePresenter().loadUserProfile() }
            }

            """, to: "AppTests/UserProfile/UserProfilePresenterTests.swift")
        try folder.write("final class SettingsRouter {}\n", to: "App/Modules/Settings/SettingsRouter.swift")
        try folder.write("let shared = UserProfileViewController()\n", to: "App/AppDelegate.swift")
        return folder
    }

    static func extractor(_ folder: TemporaryDirectory) -> TemplateExtractor {
        let locator = TemplateLocator(extraDirectory: nil, projectDirectory: folder.path(".vipera"), userDirectory: folder.path("home/.vipera"))
        return TemplateExtractor(workingDirectory: folder.url, locator: locator)
    }

    static func generator(_ folder: TemporaryDirectory) -> Generator {
        Generator(workingDirectory: folder.url, environment: ["HOME": folder.path("home").path])
    }

    @Test func findsTheModuleAndItsTestsAndNotesNothing() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let extraction = try Self.extractor(folder).extract(module: "UserProfile", as: "team")
        #expect(extraction.moduleFolder == "App/Modules/UserProfile")
        #expect(extraction.testsFolder == "AppTests/UserProfile")
        #expect((extraction.files, extraction.testFiles) == (3, 1))
        #expect(extraction.notes.isEmpty)
        let template = folder.path(".vipera/templates/team")
        #expect(
            TemporaryDirectory.files(in: template) == [
                "Presenter/{{ module }}Presenter.swift", "Tests/{{ module }}PresenterTests.swift", "template.yml",
                "{{ module }}ViewController.swift", "{{ module|kebab }}.xib",
            ])
    }

    /// Generating the module again from its template, where it is, finds every file unchanged.
    @Test func renderingForTheModuleGivesItsFilesBackByteForByte() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try Self.extractor(folder).extract(module: "UserProfile", as: "team")
        let request = GenerationRequest(
            module: "UserProfile", template: "team", outputDirectory: folder.path("App/Modules"), testsDirectory: folder.path("AppTests/UserProfile"),
            author: "Someone Else", date: Date(timeIntervalSince1970: 0))
        let plan = try Self.generator(folder).plan(request).plan
        #expect(plan.entries.count == 4)
        #expect(plan.entries.allSatisfy { $0.status == .unchanged }, "\(plan.entries.map { "\($0.displayPath) \($0.status)" })")
    }

    /// For another name, files are named for it, spelled as the original spelled the name, the
    /// header credits who generates it and when, and every Swift file parses.
    @Test func renderingForAnotherNameGivesFilesNamedForItThatParse() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try Self.extractor(folder).extract(module: "UserProfile", as: "team")
        let request = GenerationRequest(
            module: "OrderHistory", template: "team", outputDirectory: folder.path("out"), testsDirectory: folder.path("out/Tests"),
            author: "Sam Roe", date: Date(timeIntervalSince1970: 1_700_000_000))
        let generator = Self.generator(folder)
        try generator.write(try generator.plan(request).plan, policy: .refuse)
        #expect(
            TemporaryDirectory.files(in: folder.path("out")) == [
                "OrderHistory/OrderHistoryViewController.swift", "OrderHistory/Presenter/OrderHistoryPresenter.swift",
                "OrderHistory/order-history.xib", "Tests/OrderHistoryPresenterTests.swift",
            ])
        let view = try folder.read("out/OrderHistory/OrderHistoryViewController.swift")
        #expect(view.contains("//  Created by Sam Roe on 2023-11-14.\n//  Copyright © 2023 Acme."))
        #expect(view.contains("private let orderHistoryCell = \"order_history_cell\""))
        #expect(view.contains("static let ORDER_HISTORY_KEY = \"ORDER_HISTORY\""))
        #expect(view.contains("\"{{ title }}\" in the design ({% literally %})"))
        #expect(view.contains("DispatchQueue.main.async { self.presenter?.loadOrderHistory() }"))
        #expect(view.contains("UIApplication.openSettingsURLString"))
        #expect(try folder.read("out/OrderHistory/order-history.xib").contains("customClass=\"OrderHistoryViewController\""))
        for file in TemporaryDirectory.files(in: folder.path("out")) where file.hasSuffix(".swift") {
            #expect(!Parser.parse(source: try folder.read("out/" + file)).hasError, "\(file)")
        }
    }

    /// A module named like a keyword's spelling keeps the keyword: only declared names change.
    @Test func keywordsSpelledLikeTheModuleStayKeywords() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "enum DefaultRoute { case home }\nfunc route(_ r: DefaultRoute?) { switch r { case .some: break\n default: break } }\n",
            to: "Default/DefaultRoute.swift")
        try Self.extractor(folder).extract(module: "Default", as: "team")
        let text = try String(contentsOf: folder.path(".vipera/templates/team/{{ module }}Route.swift"), encoding: .utf8)
        #expect(text.contains(" default: break"))
        #expect(text.contains("enum {{ module }}Route"))
    }

    /// A team's module that names a local after itself (`let login = …`): a new module whose
    /// name is then a keyword (`return`) is refused, naming the file and line; another is not.
    @Test func aNameThatBecomesAKeywordIsRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "final class LoginPresenter {}\nenum LoginBuilder {\n    static func build() -> LoginPresenter {\n        let login = LoginPresenter()\n        return login\n    }\n}\n",
            to: "Login/LoginBuilder.swift")
        try Self.extractor(folder).extract(module: "Login", as: "team")
        let request = { (module: String) in GenerationRequest(module: module, template: "team", outputDirectory: folder.path("out")) }
        let error = #expect(throws: GenerationError.self) { try Self.generator(folder).plan(request("Return")) }
        #expect(error?.exitStatus == .badInput)
        #expect(
            error?.description
                == "invalid module name 'Return': the template writes it as 'return', a Swift keyword, and ReturnBuilder.swift:4 would not compile "
                + "(choose another name, or put that spelling in backquotes in the template)")
        #expect(try Self.generator(folder).plan(request("Returns")).plan.entries.count == 1)
    }

    @Test func noFolderNamedForTheModuleIsAnErrorAndWritesNothing() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let error = #expect(throws: GenerationError.self) { try Self.extractor(folder).extract(module: "Cart", as: "team") }
        #expect(error?.exitStatus == .badInput)
        #expect(error?.description == "\(folder.url.path): cannot extract a template: no folder or Swift file named for module 'Cart' was found below it")
        #expect(!FileManager.default.fileExists(atPath: folder.path(".vipera").path))
    }

    /// Files named for the module in folders shared with other code: refused, naming a file.
    @Test func filesInSharedFoldersAreAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("final class CartPresenter {}\n", to: "Presenters/CartPresenter.swift")
        try folder.write("final class HomePresenter {}\n", to: "Presenters/HomePresenter.swift")
        let error = #expect(throws: GenerationError.self) { try Self.extractor(folder).extract(module: "Cart", as: "team") }
        #expect(error?.exitStatus == .badInput)
        #expect(
            error?.description.hasPrefix("\(folder.url.path)/Presenters/CartPresenter.swift: cannot extract a template: module 'Cart' has no folder of its own")
                == true)
    }

    /// Two folders named for the module, both holding its role files: the error lists them, and
    /// `--from` chooses.
    @Test func severalFoldersAreListedAndFromChooses() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("final class UserProfileRouter {}\n", to: "Widgets/UserProfile/UserProfileRouter.swift")
        let error = #expect(throws: GenerationError.self) { try Self.extractor(folder).extract(module: "UserProfile", as: "team") }
        #expect(
            error?.description
                == "\(folder.url.path): cannot extract a template: several folders are named for module 'UserProfile': App/Modules/UserProfile, Widgets/UserProfile; name one with --from <folder>"
        )
        let extraction = try Self.extractor(folder).extract(module: "UserProfile", from: "Widgets/UserProfile", as: "team")
        #expect(extraction.moduleFolder == "Widgets/UserProfile")
    }

    /// Of two test folders named for the module, the one holding test cases is its tests'; two
    /// holding test cases are listed.
    @Test func theTestFolderHoldingTestCasesIsTheModulesTests() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("final class UserProfileViewMock {}\n", to: "AppTests/Mocks/UserProfile/UserProfileViewMock.swift")
        let extraction = try Self.extractor(folder).extract(module: "UserProfile", as: "team")
        #expect(extraction.testsFolder == "AppTests/UserProfile")
        try folder.write("final class UserProfileViewTests {}\n", to: "AppTests/Mocks/UserProfile/UserProfileViewTests.swift")
        let error = #expect(throws: GenerationError.self) { try Self.extractor(folder).extract(module: "UserProfile", as: "other") }
        #expect(
            error?.description
                == "\(folder.url.path): cannot extract a template: several test folders are named for module 'UserProfile': AppTests/Mocks/UserProfile, AppTests/UserProfile; name one with --tests-from <folder>"
        )
    }

    @Test func anExistingTemplateIsNotOverwritten() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("keep\n", to: ".vipera/templates/team/keep.txt")
        let error = #expect(throws: GenerationError.self) { try Self.extractor(folder).extract(module: "UserProfile", as: "team") }
        #expect(error?.exitStatus == .conflicts)
        #expect(TemporaryDirectory.files(in: folder.path(".vipera/templates/team")) == ["keep.txt"])
        // A module that is not there is said first: naming another would meet the same folder.
        let missing = #expect(throws: GenerationError.self) { try Self.extractor(folder).extract(module: "Cart", as: "team") }
        #expect(missing?.exitStatus == .badInput)
        #expect(missing?.description == "\(folder.url.path): cannot extract a template: no folder or Swift file named for module 'Cart' was found below it")
    }

    @Test func aBadModuleNameIsAnError() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let error = #expect(throws: GenerationError.self) { try Self.extractor(folder).extract(module: "Self", as: "team") }
        #expect(error?.exitStatus == .badInput)
    }
}
