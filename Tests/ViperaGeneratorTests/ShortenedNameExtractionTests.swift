import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// `vipera templates extract` on a module with a file named with a shortened form of the
/// module's name (`UserCells.swift` in module `UserProfile`, declaring `UserProfileAvatarCell`):
/// a module made from the template names the file for itself (`OrderHistoryCells.swift`), so
/// the file is named for what it declares, and a type so named written for the module
/// (`UserAvatarView`) the same way (`OrderHistoryAvatarView`); the module it came from gets its
/// files back as they were.
@Suite struct ShortenedNameExtractionTests {
    @Test func aFileNamedWithTheModulesFirstWordsIsNamedForEachModule() throws {
        let folder = try TemplateExtractionTests.project()
        defer { folder.remove() }
        try folder.write(
            "import UIKit\n\nfinal class UserProfileAvatarCell: UITableViewCell {}\n\nfinal class UserBadgeCell: UITableViewCell {}\n",
            to: "App/Modules/UserProfile/View/UserCells.swift")
        // Written for the module, a type so named is named for each module the same way.
        try folder.write(
            "final class UserAvatarView {\n    weak var presenter: UserProfilePresenterProtocol?\n}\n", to: "App/Modules/UserProfile/View/UserAvatarView.swift")
        // A trap: named with the first word too, but declaring nothing named for the module, the
        // file stays the module's own.
        try folder.write("final class UserAvatarLoader {}\n", to: "App/Modules/UserProfile/UserAvatarLoader.swift")
        _ = try TemplateExtractionTests.extractor(folder).extract(module: "UserProfile", as: "team")
        let generator = TemplateExtractionTests.generator(folder)
        let again = GenerationRequest(
            module: "UserProfile", template: "team", outputDirectory: folder.path("App/Modules"), testsDirectory: folder.path("AppTests/UserProfile"))
        let same = try generator.plan(again).plan
        #expect(same.entries.contains { $0.displayPath.hasSuffix("UserProfile/View/UserCells.swift") })
        #expect(same.entries.allSatisfy { $0.status == .unchanged }, "\(same.entries.map { "\($0.displayPath) \($0.status)" })")

        let request = GenerationRequest(
            module: "OrderHistory", template: "team", outputDirectory: folder.path("App/Modules"), testsDirectory: folder.path("AppTests/OrderHistory"))
        try generator.write(try generator.plan(request).plan, policy: .refuse)
        let files = TemporaryDirectory.files(in: folder.path("App/Modules/OrderHistory"))
        #expect(files.contains("View/OrderHistoryCells.swift"), "\(files)")
        #expect(!files.contains { $0.hasPrefix("User") || $0.contains("/User") }, "\(files)")
        let cells = try folder.read("App/Modules/OrderHistory/View/OrderHistoryCells.swift")
        #expect(cells.contains("final class OrderHistoryAvatarCell: UITableViewCell {}"), "\(cells)")
        #expect(!cells.contains("UserBadgeCell"), "\(cells)")
        let avatar = try folder.read("App/Modules/OrderHistory/View/OrderHistoryAvatarView.swift")
        #expect(avatar == "final class OrderHistoryAvatarView {\n    weak var presenter: OrderHistoryPresenterProtocol?\n}\n")
    }

    @Test func shortenedFormsAreTheFirstWordsNotAllOfThem() {
        #expect(ShortenedName(module: "BuyCoinList").forms == ["BuyCoin", "Buy"])
        #expect(ShortenedName(module: "Login").forms.isEmpty)
        #expect(ShortenedName(module: "XLogin").forms.isEmpty)
        let spellings = NameSpellings(module: "BuyCoin")
        #expect(ShortenedName(module: "BuyCoin").template(of: "BuyCells.swift", spellings: spellings) != nil)
        // Not a word boundary, or the whole name: left to the spellings.
        #expect(ShortenedName(module: "BuyCoin").template(of: "Buyers.swift", spellings: spellings) == nil)
        #expect(ShortenedName(module: "BuyCoin").template(of: "BuyCoinCells.swift", spellings: spellings) == nil)
    }
}
