import Foundation
import Testing
import ViperaCore
import ViperaLint

/// Multi-file codebases under `Fixtures/Traps/<trap>` holding ordinary app code that naming and
/// ownership rules once misread, beside the real mistakes they must still report. Each is checked
/// as a new user would: no `.vipera.yml`, conventions detected; every finding is asserted.
@Suite struct TrapFixtureTests {
    /// The findings on trap `name`, as `rule file:line: message`, sorted.
    static func findings(_ name: String) throws -> [String] {
        let root = Fixture.folder.appendingPathComponent("Traps/\(name)")
        let configuration = try Configuration.load(file: nil, profile: nil, in: root)
        return try Validator(configuration: configuration).validate()
            .map { "\($0.ruleID) \($0.file):\($0.range.start.line): \($0.message)" }.sorted()
    }

    /// Namespaced scene types, `<Scene>Models.swift`, `Type+Category.swift`, a team's `Impl` and
    /// `Protocol` affixes and a nested own-named type are file names; a misspelt file and a
    /// renamed type are not.
    @Test func fileNames() throws {
        let actual = try Self.findings("FileNames")
        #expect(
            actual == [
                "file-name Model/ForcastItem.swift:2: ForcastItem.swift declares ForecastItem; name the file ForecastItem.swift",
                "file-name Model/OrderSummary.swift:2: OrderSummary.swift declares OrderRecap; name the file OrderRecap.swift",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Test doubles (in a test target or the app), a capability protocol several screens adopt
    /// and a helper named like one role are no module roles; a presenter's three files
    /// importing UIKit are one finding, at its declaration.
    @Test func whatIsNotARole() throws {
        let actual = try Self.findings("NotRoles")
        #expect(
            actual == [
                "file-name Cart/CartProtocols.swift:1: CartProtocols.swift declares CartView; name the file CartView.swift",
                "forbidden-import Cart/CartDefaultPresenter.swift:1: CartDefaultPresenter is a Presenter, which must not import UIKit",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Core Data's inverse relationships close no cycle; a presenter and interactor holding
    /// each other strongly, wired by their builder, do.
    @Test func ownershipOfOrdinaryAppCode() throws {
        let actual = try Self.findings("Ownership")
        #expect(
            actual == [
                "reference-cycle Cart/CartInteractor.swift:3: strong reference cycle: CartInteractor.output → CartPresenter.interactor → CartInteractor; make CartInteractor.output weak",
                "weak-reference-required Cart/CartInteractor.swift:3: CartInteractor.output owns its Presenter; an Interactor must hold its Presenter weakly, or the two keep each other alive",
            ], "\(actual.joined(separator: "\n"))")
    }
}
