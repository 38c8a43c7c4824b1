import Foundation
import Testing
import ViperaCore
import ViperaLint

/// Naming habits a team keeps in every module, read from its own code rather than measured
/// against a preset: each fixture under `Fixtures/Traps/<trap>` is checked as a new user would
/// (no `.vipera.yml`, conventions detected), every finding asserted, the real slips among the
/// habits still reported.
@Suite struct NamingHabitTests {
    /// Two apps side by side, each below its own project: the shop's five modules name their
    /// classes `<M>ViewController`, `<M>Interactor`, `<M>Router`, the notes app's two modules
    /// `<M>Screen`, `<M>UseCase`, `<M>Navigator`, each app by its own majority. The notes app's
    /// consistent choice is no deviation from the shop's; the shop's one service named off its
    /// app's majority is, counted over the shop's modules.
    @Test func appsSideBySideKeepTheirOwnNaming() throws {
        let actual = try TrapFixtureTests.findings("SeparateApps")
        #expect(
            actual == [
                "conformance-name Shop/Modules/Wishlist/WishlistService.swift:1: WishlistService conforms to WishlistInteractorProtocol but is not named WishlistInteractor; 4 of 5 modules name it <M>Interactor"
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Two apps side by side whose protocols differ: the store's three modules declare
    /// `<M>ViewProtocol` … `<M>RouterProtocol`, the kiosk's two `<M>ViewType` … `<M>RouterType`.
    /// Counted together, the kiosk's two and the store's one slip (`ProfileRouterType`) would make
    /// `<M>RouterType` the majority (3 of 5) and the store's routers the deviation; each app is
    /// learned from its own modules instead, so the slip alone is reported, against the store's
    /// majority, and none of the kiosk's protocols.
    @Test func appsSideBySideKeepTheirOwnProtocols() throws {
        let actual = try TrapFixtureTests.findings("AppsOwnProtocols")
        #expect(
            actual == [
                "protocol-suffix Store/Modules/Profile/ProfileProtocols.swift:15: protocol ProfileRouterType carries the suffix 'Type'; 2 of 3 modules declare <M>RouterProtocol: name it ProfileRouterProtocol"
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Three developers' solutions side by side, each an app of its own (its own project and
    /// application delegate): Anna's three modules and Boris's two declare `<M>…Protocol`,
    /// Chen's one module `<M>…Type`. Counted together, Chen's module deviates from 5 of 6
    /// modules; each solution is learned from its own modules alone instead, so Chen's
    /// consistent choice is no finding, and Anna's one slip is counted over Anna's modules.
    @Test func solutionsSideBySideAreEachLearnedAlone() throws {
        let actual = try TrapFixtureTests.findings("SolutionsSideBySide")
        #expect(
            actual == [
                "protocol-suffix Anna/Modules/Profile/ProfileProtocols.swift:15: protocol ProfileRouterType carries the suffix 'Type'; 2 of 3 modules declare <M>RouterProtocol: name it ProfileRouterProtocol"
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Role protocols named with a capital before the module's name (`ILoginPresenter`, adopted
    /// by `LoginPresenter`) in every module: the module is `Login`, its classes are well named
    /// and no module lacks a builder protocol no module declares; a router named off the
    /// module (`ProfileNavigator`) still deviates.
    @Test func prefixedRoleProtocols() throws {
        let actual = try TrapFixtureTests.findings("PrefixedProtocols")
        #expect(
            actual == [
                "conformance-name Profile/ProfileNavigator.swift:7: ProfileNavigator conforms to IProfileRouter but is not named Profile<Variant>Router"
            ], "\(actual.joined(separator: "\n"))")
    }

    /// A team that declares its views' protocols and no other role's, in all three modules,
    /// keeps its habit: no module is told it lacks a presenter, interactor, router or builder
    /// protocol. A misspelt file is still a slip.
    @Test func rolesNoModuleDeclaresAProtocolFor() throws {
        let actual = try TrapFixtureTests.findings("ProtocolHabits")
        #expect(
            actual == ["file-name Shared/PriceFormater.swift:1: PriceFormater.swift declares PriceFormatter; name the file PriceFormatter.swift"],
            "\(actual.joined(separator: "\n"))")
    }

    /// A protocol named like a shared dialog's router (`DialogRouter`), which one module's
    /// router alone adopts (`extension SearchRouter: DialogRouter`), is a capability that router
    /// offers: neither is `SearchRouter` told to be named `Dialog<Variant>Router`, nor is a
    /// `Dialog` module told it lacks its builder, interactor and presenter protocols.
    @Test func aProtocolOneModulesRouterOffersIsNoModule() throws {
        let actual = try TrapFixtureTests.findings("SharedCapability")
        #expect(actual == [], "\(actual.joined(separator: "\n"))")
    }

    /// A module's role protocols kept in one file (`LoginProtocols.swift`, `Contract.swift`),
    /// files named in dotted parts (`Login.ViewController.swift`, `View.Badge.swift`) and files
    /// named after their type without the folder's name (`SettingsModule/Router.swift` beside
    /// `Profile/Presenter.swift`) are the team's file names; a misspelt file and a dotted name
    /// that names nothing the file declares are slips.
    @Test func groupedAndComposedFileNames() throws {
        let actual = try TrapFixtureTests.findings("FileHabits")
        #expect(
            actual == [
                "file-name Shared/Helpers.Format.swift:1: Helpers.Format.swift declares DateStyle; name the file DateStyle.swift",
                "file-name Shared/Recipt.swift:1: Recipt.swift declares Receipt; name the file Receipt.swift",
            ], "\(actual.joined(separator: "\n"))")
    }
}
