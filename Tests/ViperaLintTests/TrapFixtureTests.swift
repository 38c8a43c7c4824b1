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

    /// A team's file naming, learned from several of its files: protocol files named after
    /// their implementation and a word (`MovieRepositoryInterface.swift`), scene models files
    /// whose namespace ends in another word (`CartModels.swift` holding `enum CartScene`), one
    /// file of protocols per screen (`PhotoListProtocols.swift`), `<Type>Extension.swift` as the
    /// team's files of extensions name it, a file named after the type it extends, and
    /// `Buttons.swift` holding buttons are file names; fastlane's helpers are tooling; the same
    /// differences in one file alone, a renaming repeated in one feature's folder, and a
    /// renamed type, are slips.
    @Test func theTeamsFileNamesAreLearned() throws {
        let actual = try Self.findings("TeamFileNames")
        #expect(
            actual == [
                "file-name Model/OrderSummary.swift:2: OrderSummary.swift declares OrderRecap; name the file OrderRecap.swift",
                "file-name Settings/SettingsStoreContract.swift:2: SettingsStoreContract.swift declares SettingsStoring; name the file SettingsStoring.swift",
                "file-name Widgets/Mention/MentionWidget.swift:2: MentionWidget.swift declares MentionsWidgetProvider; name the file MentionsWidgetProvider.swift",
                "file-name Widgets/Mention/MentionWidgetConfiguration.swift:1: MentionWidgetConfiguration.swift declares MentionsWidgetConfiguration; name the file MentionsWidgetConfiguration.swift",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// A module whose classes conform to protocols of its own naming (`MovieListInteracting`)
    /// lacks none; a class reached through no protocol of its module, and a builder named off
    /// its role, are reported. A protocol whose name plays one role alone (`TextInputView`,
    /// adopted by a shared text field) is no module's role.
    @Test func rolesReachedThroughTheTeamsOwnProtocols() throws {
        let actual = try Self.findings("OwnProtocols")
        #expect(
            actual == [
                "conformance-name MovieDetail/MovieDetailFactory.swift:2: MovieDetailFactory conforms to MovieDetailBuilder but is not named MovieDetail<Variant>Builder",
                "missing-role-protocol MovieDetail/MovieDetailFactory.swift:2: module MovieDetail has no MovieDetailInteractor protocol; every Interactor is reached through it",
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

    /// A strong reference no code fills closes no cycle, and a protocol-typed collection holds
    /// only what the code puts into it; a reference the code fills with any conforming object
    /// still closes one.
    @Test func referencesHoldWhatTheCodePutsIntoThem() throws {
        let actual = try Self.findings("FilledReferences")
        #expect(
            actual == [
                "reference-cycle Settings/SettingsStore.swift:2: strong reference cycle: SettingsStore.observer → SettingsScreen.store → SettingsStore; make SettingsStore.observer weak"
            ], "\(actual.joined(separator: "\n"))")
    }

    /// The fix names the back reference, with the code that shows who created or holds whom:
    /// an option the poll creates holds the poll; a child the scene coordinator hands itself to
    /// holds the coordinator.
    @Test func theFixNamesTheBackReference() throws {
        let actual = try Self.findings("BackReferences")
        #expect(
            actual == [
                "reference-cycle Polls/PollOption.swift:3: strong reference cycle: PollOption.poll → Poll.options → PollOption; Poll creates PollOption (Poll.swift:5): make PollOption.poll weak",
                "reference-cycle Scenes/ChildCoordinator.swift:2: strong reference cycle: ChildCoordinator.scene → SceneCoordinator.childCoordinator → ChildCoordinator; SceneCoordinator assigns itself to ChildCoordinator.scene (SceneCoordinator.swift:6): make ChildCoordinator.scene weak",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Closures capturing `self` that another object keeps, across files: one passed to a
    /// router's method or an initialiser that stores it, subscriptions kept in a bag or a token;
    /// weak captures close nothing.
    @Test func storedClosuresCloseCycles() throws {
        let actual = try Self.findings("StoredClosures")
        #expect(
            actual == [
                "closure-capture-cycle Detail/DetailInteractor.swift:7: closure captures self strongly and closes a cycle: DetailInteractor.disposeBag = { self … } → DetailInteractor; capture [weak self]",
                "closure-capture-cycle Detail/DetailPresenter.swift:14: closure captures self strongly and closes a cycle: DetailRouter.logoutHandler = { self … } → DetailPresenter.router → DetailRouter; capture [weak self]",
                "closure-capture-cycle Detail/DetailPresenter.swift:15: closure captures self strongly and closes a cycle: DetailHeaderModel.onTap = { self … } → DetailPresenter.header → DetailHeaderModel; capture [weak self]",
                "closure-capture-cycle Detail/DetailPresenter.swift:16: closure captures self strongly and closes a cycle: DetailPresenter.cancellables = { self … } → DetailPresenter; capture [weak self]",
                "closure-capture-cycle Detail/DetailPresenter.swift:17: closure captures self strongly and closes a cycle: DetailPresenter.clock = { self … } → DetailPresenter; capture [weak self]",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// A decoded model tree of `let` references and SwiftData relationships cannot keep each
    /// other alive; a view an outlet holds (`@IBOutlet private weak var`) that holds its
    /// controller does, and the fix is the view's reference to the controller handed to it.
    @Test func cyclesThatCannotBeBuilt() throws {
        let actual = try Self.findings("UnbuildableCycles")
        #expect(
            actual == [
                "reference-cycle Profile/ProfileHeaderView.swift:4: strong reference cycle: ProfileHeaderView.controller → ProfileViewController.header → ProfileHeaderView; ProfileViewController assigns itself to ProfileHeaderView.controller (ProfileViewController.swift:8): make ProfileHeaderView.controller weak"
            ], "\(actual.joined(separator: "\n"))")
    }
}
