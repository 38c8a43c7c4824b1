import Foundation
import SwiftParser
import TestSupport
import Testing
import ViperaCore

@testable import ViperaGenerator

/// `vipera templates extract` on a module whose files declare names not named for it: a module
/// made from the template never declares them again (the pre-flight would refuse it, the project
/// would not compile), and the module it came from still renders back byte for byte.
@Suite struct SharedDeclarationExtractionTests {
    /// `TemplateExtractionTests.project()` with a helper type other code uses, a cell written for
    /// the module in a file named otherwise (in a folder named for the module), an extension of UIKit's, and a type alias written for
    /// the module under a name that is not its.
    static func project() throws -> TemporaryDirectory {
        let folder = try TemplateExtractionTests.project()
        try folder.write("import UIKit\n\nclass BaseViewController: UIViewController {}\n", to: "App/Modules/UserProfile/BaseViewController.swift")
        try folder.write("final class SettingsView: BaseViewController {}\n", to: "App/Modules/Settings/SettingsView.swift")
        try folder.write(
            "final class AvatarCell {\n    weak var presenter: UserProfilePresenterProtocol?\n}\n",
            to: "App/Modules/UserProfile/UserProfileCells/AvatarCell.swift")
        try folder.write(
            """
            import UIKit

            typealias EntryPoint = UserProfileViewController & UIViewController

            /// Shakes a view.
            extension UIView {
                func shake() {}
            }

            final class UserProfileRouter {
                var entry: EntryPoint?
            }

            """, to: "App/Modules/UserProfile/UserProfileRouter.swift")
        return folder
    }

    @Test func helpersStayTheModulesAndNamesWrittenForItAreEachModulesOwn() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let extraction = try TemplateExtractionTests.extractor(folder).extract(module: "UserProfile", as: "team")
        #expect(
            extraction.notes == [
                "App/Modules/UserProfile/BaseViewController.swift declares only 'BaseViewController', not named for the module: the file stays module UserProfile's, which the modules made from the template use",
                "App/Modules/UserProfile/UserProfileCells/AvatarCell.swift declares only 'AvatarCell', not named for the module: the file stays module UserProfile's, which the modules made from the template use",
                "App/Modules/UserProfile/UserProfileRouter.swift declares 'extension UIView', not named for the module: it stays module UserProfile's, which the modules made from the template use",
                "App/Modules/UserProfile/UserProfileRouter.swift declares 'EntryPoint', not named for the module but written for it: each module made from the template declares its own, named for it (SampleFeatureEntryPoint)",
            ])
        let generator = TemplateExtractionTests.generator(folder)
        let again = GenerationRequest(
            module: "UserProfile", template: "team", outputDirectory: folder.path("App/Modules"), testsDirectory: folder.path("AppTests/UserProfile"))
        let same = try generator.plan(again).plan
        #expect(same.entries.filter { !$0.isFolder }.count == 7)
        #expect(same.entries.allSatisfy { $0.status == .unchanged }, "\(same.entries.map { "\($0.displayPath) \($0.status)" })")

        let request = GenerationRequest(
            module: "OrderHistory", template: "team", outputDirectory: folder.path("App/Modules"), testsDirectory: folder.path("AppTests/OrderHistory"))
        let plan = try generator.plan(request).plan
        #expect(plan.entries.allSatisfy { !$0.isConflict }, "\(plan.entries.map { "\($0.displayPath) \($0.declaredElsewhere)" })")
        try generator.write(plan, policy: .refuse)
        #expect(
            TemporaryDirectory.files(in: folder.path("App/Modules/OrderHistory")) == [
                "OrderHistoryRouter.swift", "OrderHistoryViewController.swift", "Presenter/OrderHistoryPresenter.swift", "order-history.xib",
            ])
        let router = try folder.read("App/Modules/OrderHistory/OrderHistoryRouter.swift")
        #expect(
            router == """
                import UIKit

                typealias OrderHistoryEntryPoint = OrderHistoryViewController & UIViewController

                final class OrderHistoryRouter {
                    var entry: OrderHistoryEntryPoint?
                }

                """)
        for file in TemporaryDirectory.files(in: folder.path("App/Modules/OrderHistory")) where file.hasSuffix(".swift") {
            #expect(!Parser.parse(source: try folder.read("App/Modules/OrderHistory/" + file)).hasError, "\(file)")
        }
    }

    /// A test class named as its file but for a slip (`UserProfilPresenterTests` in
    /// `UserProfilePresenterTests.swift`) keeps its name in the module it came from, and in
    /// another module is named as that module's file (`OrderHistoryPresenterTests`), not the
    /// slip with the module's name before it (`OrderHistoryUserProfilPresenterTests`).
    @Test func aNameItsFileSpellsButForASlipIsNamedAsItsFile() throws {
        let folder = try TemplateExtractionTests.project()
        defer { folder.remove() }
        let tests = try folder.read("AppTests/UserProfile/UserProfilePresenterTests.swift")
            .replacingOccurrences(of: "class UserProfilePresenterTests", with: "class UserProfilPresenterTests")
        try folder.write(tests, to: "AppTests/UserProfile/UserProfilePresenterTests.swift")
        let extraction = try TemplateExtractionTests.extractor(folder).extract(module: "UserProfile", as: "team")
        #expect(
            extraction.notes == [
                "AppTests/UserProfile/UserProfilePresenterTests.swift declares 'UserProfilPresenterTests', not named for the module but written for it: each module made from the template declares its own, named for it (SampleFeaturePresenterTests)"
            ])
        let generator = TemplateExtractionTests.generator(folder)
        // Rendered for the module it came from, every file is as it was (the slip too).
        let again = GenerationRequest(
            module: "UserProfile", template: "team", outputDirectory: folder.path("App/Modules"), testsDirectory: folder.path("AppTests/UserProfile"))
        let same = try generator.plan(again).plan
        #expect(same.entries.allSatisfy { $0.status == .unchanged }, "\(same.entries.map { "\($0.displayPath) \($0.status)" })")
        let request = GenerationRequest(
            module: "OrderHistory", template: "team", outputDirectory: folder.path("App/Modules"), testsDirectory: folder.path("AppTests/OrderHistory"))
        try generator.write(try generator.plan(request).plan, policy: .refuse)
        let written = try folder.read("AppTests/OrderHistory/OrderHistoryPresenterTests.swift")
        #expect(written.contains("final class OrderHistoryPresenterTests: XCTestCase {"), "\(written)")
    }

    /// A module none of whose files is named for it (`QR`, whose files are `QRCodeView.swift`…)
    /// would make modules with no file: refused, saying so.
    @Test func aModuleWithNoFileNamedForItIsRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("final class QRCodeView {}\n", to: "App/QR/QRCodeView.swift")
        try folder.write("final class QRCodeScanner {}\n", to: "App/QR/QRCodeScanner.swift")
        let error = #expect(throws: GenerationError.self) { try TemplateExtractionTests.extractor(folder).extract(module: "QR", as: "team") }
        #expect(error?.exitStatus == .badInput)
        #expect(
            error?.description
                == "\(folder.url.path)/App/QR: cannot extract a template: none of its files is named for module 'QR' or declares a name that is: they stay the module's own, and a module made from the template would have no file"
        )
    }
}
