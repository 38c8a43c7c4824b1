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

    /// What a file holds names it too: a file of extensions of other types with a helper type
    /// (`AppRoutes.swift`, `Utilities.swift`), a file of empty namespace enums alone, a script
    /// (`make_credits.swift`) and a file named for its namespace's type alias
    /// (`ShopItemsLoader.swift` holding `Shop.ItemsLoader`) are well named; a type of its own
    /// beside one extension, a type beside an empty namespace and misspelt files, extending their
    /// own nested types or filling a namespace, are slips.
    @Test func whatAFileHoldsNamesIt() throws {
        let actual = try Self.findings("WhatFilesHold")
        #expect(
            actual == [
                "file-name Models/Recipt.swift:3: Recipt.swift declares Receipt; name the file Receipt.swift",
                "file-name Scenes/Shop/Workers/PriceFormater.swift:1: PriceFormater.swift declares ShopPriceFormatting; name the file ShopPriceFormatting.swift",
                "file-name Shared/Checkout.swift:1: Checkout.swift declares CheckoutStrings; name the file CheckoutStrings.swift",
                "file-name Shared/SessionApplication.swift:3: SessionApplication.swift declares SessionTimerApplication; name the file SessionTimerApplication.swift",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Routers of one module named for the device before the module's name
    /// (`PhoneCartRouter: CartRouterProtocol`, beside `CartRouter`) are variants of the module's
    /// router; a router named off the module (`AppNavigator`), or with a word before it where the
    /// module has no router of its own name (`QuickLoginRouter`), is not.
    @Test func variantsBeforeTheProtocolsName() throws {
        let actual = try Self.findings("ProtocolVariants")
        #expect(
            actual == [
                "conformance-name Login/AppNavigator.swift:3: AppNavigator conforms to LoginRouterProtocol but is not named LoginRouter; 2 of 2 modules name it <M>Router",
                "conformance-name Login/QuickLoginRouter.swift:3: QuickLoginRouter conforms to LoginRouterProtocol but is not named LoginRouter; 2 of 2 modules name it <M>Router",
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

    /// A team keeping each module's protocols in `<M>Protocols.swift` (ten modules, naming
    /// learned), with one outlier of each kind: a misspelt role suffix (`OrdersIntereactor`), a
    /// module without its router protocol, a file named off the team's pattern
    /// (`ProfileContract.swift`), another protocol suffix in one module (`FeedViewInput`) and a
    /// protocol misspelling its module (`SaerchInteractorProtocol`, a name of one role). Each
    /// is reported with the majority it deviates from; the team's own choices are not.
    @Test func eachOutlierOfALearnedDialectIsReported() throws {
        let actual = try Self.findings("TeamOutliers")
        #expect(
            actual == [
                "conformance-name Orders/OrdersIntereactor.swift:1: OrdersIntereactor conforms to OrdersInteractorProtocol but is not named OrdersInteractor; 8 of 9 modules name it <M>Interactor",
                "conformance-name Search/SearchInteractor.swift:1: SearchInteractor conforms to SaerchInteractorProtocol but is not named SaerchInteractor; 8 of 9 modules name it <M>Interactor",
                "file-name Profile/ProfileContract.swift:3: ProfileContract.swift declares ProfileViewProtocol; the team's modules declare <M>ViewProtocol in <M>Protocols.swift: name the file ProfileProtocols.swift",
                "missing-role-protocol Search/SearchProtocols.swift:11: module Search has no SearchInteractorProtocol protocol (SaerchInteractorProtocol misspells it); every Interactor is reached through it; 9 of 10 modules declare <M>InteractorProtocol",
                "missing-role-protocol Settings/SettingsRouter.swift:3: module Settings has no SettingsRouterProtocol protocol; every Router is reached through it; 9 of 10 modules declare <M>RouterProtocol",
                "protocol-suffix Feed/FeedProtocols.swift:3: protocol FeedViewInput carries the suffix 'Input'; 9 of 10 modules declare <M>ViewProtocol: name it FeedViewProtocol",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Three modules, enough to learn from where two agree, a team keeping each module's protocols
    /// in `<M>Contracts.swift`: a protocol misspelling the one its module is asked for
    /// (`CheckoutPresenterProtcol`) is reported at it, not taken for the module's own naming; the
    /// one module naming its view protocol otherwise is the outlier; a module misspelt or renamed
    /// in two of its folders' files (`Setings/Store/SetingsStore.swift`, `Login/Store/LoginStore.swift`
    /// holding `AuthStore`) is no team pattern. The team's files of protocols (`Login/LoginContracts.swift`
    /// holding `Auth…` protocols keeps the team's `<M>Contracts.swift`: named for the group, not
    /// for its first protocol), the `<M>Entity.swift` every module keeps and files named for the
    /// types they group (`Tabs.swift`, `Router.swift`, `AppearanceData.swift`) are.
    @Test func slipsOfASmallTeamAreNotItsNaming() throws {
        let actual = try Self.findings("SmallTeamOutliers")
        #expect(
            actual == [
                "file-name Login/Models/LoginForm.swift:1: LoginForm.swift declares AuthForm; name the file AuthForm.swift",
                "file-name Login/Store/LoginStore.swift:1: LoginStore.swift declares AuthStore; name the file AuthStore.swift",
                "file-name Setings/Models/SetingsOption.swift:1: SetingsOption.swift declares SettingsOption; name the file SettingsOption.swift",
                "file-name Setings/Store/SetingsStore.swift:1: SetingsStore.swift declares SettingsStore; name the file SettingsStore.swift",
                "missing-role-protocol Checkout/CheckoutContracts.swift:7: module Checkout has no CheckoutPresenterProtocol protocol (CheckoutPresenterProtcol misspells it); every Presenter is reached through it; 2 of 3 modules declare <M>PresenterProtocol",
                "protocol-suffix Feed/FeedContracts.swift:3: protocol FeedViewInput carries the suffix 'Input'; 2 of 3 modules declare <M>ViewProtocol: name it FeedViewProtocol",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Two modules agreeing on a naming no built-in convention has (`<M>ViewControllerProtocol`,
    /// `<M>PresenterProtocolInput`, `<M>RouterWireframe`, and no builder): the team's naming,
    /// learned from both, so nothing is reported.
    @Test func twoModulesThatAgreeNameTheirRoles() throws {
        let actual = try Self.findings("TwoModuleDialect")
        #expect(actual == [], "\(actual.joined(separator: "\n"))")
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
                "missing-role-protocol MovieDetail/MovieDetailInteractor.swift:2: module MovieDetail has no MovieDetailInteractor protocol; every Interactor is reached through it",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Test doubles (in a test target or the app), a capability protocol several screens adopt
    /// and a helper named like one role are no module roles; a presenter's three files
    /// importing UIKit are one finding, at its declaration.
    @Test func whatIsNotARole() throws {
        let actual = try Self.findings("NotRoles")
        #expect(
            actual == [
                "forbidden-import Cart/CartDefaultPresenter.swift:1: CartDefaultPresenter is a Presenter, which must not import UIKit"
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Core Data's inverse relationships close no cycle; a presenter and interactor holding
    /// each other strongly, wired by their builder, do, and the builder shows which points back.
    @Test func ownershipOfOrdinaryAppCode() throws {
        let actual = try Self.findings("Ownership")
        #expect(
            actual == [
                "reference-cycle Cart/CartInteractor.swift:3: strong reference cycle: CartInteractor.output → CartPresenter.interactor → CartInteractor; CartBuilder hands CartInteractor to what CartInteractor.output holds (CartBuilder.swift:5): make CartInteractor.output weak"
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

    /// A template's `presenter` that every router and interactor declares but only the view's is
    /// ever set (`view.presenter = presenter` in the builder) holds nothing: no cycle, though
    /// the declaration still breaks the ownership matrix (the message says nothing sets it yet);
    /// the interactor's `output` the builder
    /// sets, and a router's `presenter` its own initialiser sets, close cycles. A weak outlet to the view controller (a label's `delegate` connected in
    /// Interface Builder) keeps nothing alive; a view's strong reference to it does.
    @Test func referencesNoCodeSetsHoldNothing() throws {
        let actual = try Self.findings("UnsetReferences")
        #expect(
            actual == [
                "reference-cycle Detail/DetailInteractor.swift:3: strong reference cycle: DetailInteractor.output → DetailPresenter.interactor → DetailInteractor; DetailRouter hands DetailInteractor to what DetailInteractor.output holds (DetailRouter.swift:13): make DetailInteractor.output weak",
                "reference-cycle Links/AlertViewController.swift:12: strong reference cycle: AlertFooterView.controller → AlertViewController.footer → AlertFooterView; make AlertFooterView.controller weak",
                "reference-cycle Settings/SettingsRouter.swift:2: strong reference cycle: SettingsRouter.presenter → SettingsPresenter.router → SettingsRouter; SettingsPresenter creates SettingsRouter (SettingsPresenter.swift:5): make SettingsRouter.presenter weak",
                "weak-reference-required Detail/DetailInteractor.swift:2: DetailInteractor.presenter owns its Presenter; an Interactor must hold its Presenter weakly (no code sets it on a DetailInteractor yet; once set, the two would keep each other alive)",
                "weak-reference-required Detail/DetailRouter.swift:5: DetailRouter.presenter owns its Presenter; a Router must hold its Presenter weakly (no code sets it on a DetailRouter yet; once set, the two would keep each other alive)",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// The fix names the back reference, with the code that shows who created or holds whom:
    /// an option the poll creates holds the poll; a child the scene coordinator hands itself to
    /// holds the coordinator; a flow the app creates holds the app through its superclass's
    /// property, and so does a flow another flow creates: the property is the superclass's.
    @Test func theFixNamesTheBackReference() throws {
        let actual = try Self.findings("BackReferences")
        #expect(
            actual == [
                "reference-cycle Flows/FlowController.swift:2: strong reference cycle: FlowController.app → AppController.currentFlow → AuthFlowController; AppController creates LaunchFlowController, a FlowController (AppController.swift:5): make FlowController.app weak (it breaks all 3 cycles among 4 classes: AppController, AuthFlowController, FlowController, LaunchFlowController)",
                "reference-cycle Polls/PollOption.swift:3: strong reference cycle: PollOption.poll → Poll.options → PollOption; Poll creates PollOption (Poll.swift:5): make PollOption.poll weak",
                "reference-cycle Scenes/ChildCoordinator.swift:2: strong reference cycle: ChildCoordinator.scene → SceneCoordinator.childCoordinator → ChildCoordinator; SceneCoordinator assigns itself to ChildCoordinator.scene (SceneCoordinator.swift:6): make ChildCoordinator.scene weak",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Closures capturing `self` that another object keeps, across files: one passed to a
    /// router's method or an initialiser that stores it, subscriptions kept in a bag or a token,
    /// or in the bag NSObject+Rx keeps on every object (`rx.disposeBag`); weak captures and
    /// subscriptions that end by themselves (one value, `Just`, a network request, `take(1)`,
    /// `takeUntil` another publisher than the owner's deallocation) close nothing.
    @Test func storedClosuresCloseCycles() throws {
        let actual = try Self.findings("StoredClosures")
        #expect(
            actual == [
                "closure-capture-cycle Auction/AuctionViewController.swift:13: closure captures self strongly and closes a cycle: AuctionViewController.rx.disposeBag = { self … } → AuctionViewController; capture [weak self]",
                "closure-capture-cycle Auction/AuctionViewController.swift:18: closure captures self strongly and closes a cycle: AuctionViewController.rx.disposeBag = { self … } → AuctionViewController; capture [weak self]",
                "closure-capture-cycle Detail/DetailInteractor.swift:7: closure captures self strongly and closes a cycle: DetailInteractor.disposeBag = { self … } → DetailInteractor; capture [weak self]",
                "closure-capture-cycle Detail/DetailPresenter.swift:14: closure captures self strongly and closes a cycle: DetailRouter.logoutHandler = { self … } → DetailPresenter.router → DetailRouter; capture [weak self]",
                "closure-capture-cycle Detail/DetailPresenter.swift:15: closure captures self strongly and closes a cycle: DetailHeaderModel.onTap = { self … } → DetailPresenter.header → DetailHeaderModel; capture [weak self]",
                "closure-capture-cycle Detail/DetailPresenter.swift:16: closure captures self strongly and closes a cycle: DetailPresenter.cancellables = { self … } → DetailPresenter; capture [weak self]",
                "closure-capture-cycle Detail/DetailPresenter.swift:17: closure captures self strongly and closes a cycle: DetailPresenter.clock = { self … } → DetailPresenter; capture [weak self]",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Closures kept by objects of types the code does not declare: a data source the view
    /// controller holds (reached through `?`), a layout section one of its methods builds into
    /// the layout it sets on its collection view (across files), the `onChange` handler a
    /// framework row superclass registers. A weakly held view, an alert only shown, a closure
    /// capturing `self` weakly, a superclass of the app's own that only calls its closure and
    /// an `on…` method the class declares itself (`onMain { self… }`, which dispatches it) keep
    /// nothing.
    @Test func closuresKeptByFrameworkObjects() throws {
        let actual = try Self.findings("FrameworkClosures")
        #expect(
            actual == [
                "closure-capture-cycle Forms/IconRow.swift:8: closure captures self strongly and closes a cycle: IconRow.onChange { self … } → IconRow; capture [weak self]",
                "closure-capture-cycle Onboarding/OnboardingViewController+Layout.swift:9: closure captures self strongly and closes a cycle: OnboardingViewController.collectionView.collectionViewLayout → NSCollectionLayoutSection.visibleItemsInvalidationHandler = { self … } → OnboardingViewController; capture [weak self]",
                "closure-capture-cycle Onboarding/OnboardingViewController.swift:12: closure captures self strongly and closes a cycle: OnboardingViewController.dataSource.supplementaryViewProvider = { self … } → OnboardingViewController; capture [weak self]",
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

    /// Scenes that each declare an `Interactor` and a `Presenter` in their own namespace, and a
    /// scene's `BalancesFetcher` beside the app's shared one, are different types: each one's
    /// subscriptions and references are its own, not hidden by the first namesake.
    @Test func typesSharingASimpleNameAreKeptApart() throws {
        let actual = try Self.findings("SameNames")
        #expect(
            actual == [
                "closure-capture-cycle Scenes/Polls/PollsInteractor.swift:9: closure captures self strongly and closes a cycle: Polls.Interactor.disposeBag = { self … } → Polls.Interactor; capture [weak self]",
                "closure-capture-cycle Shared/BalancesFetcher.swift:7: closure captures self strongly and closes a cycle: BalancesFetcher.disposeBag = { self … } → BalancesFetcher; capture [weak self]",
                "reference-cycle Scenes/Polls/PollsInteractor.swift:6: strong reference cycle: Polls.Interactor.presenter → Polls.Presenter.interactor → Polls.Interactor; Polls.Presenter assigns itself to Polls.Interactor.presenter (PollsPresenter.swift:7): make Polls.Interactor.presenter weak",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// A third object that wires two others through local values (a builder returning the
    /// gallery it builds, a cell provider returning the cell it hands a new presenter) shows
    /// which reference points back: the one to the object nearer what it returns.
    @Test func wiringBetweenLocalsShowsTheBackReference() throws {
        let actual = try Self.findings("Wiring")
        let others = " (1 of 2 references that break the 2 cycles among 3 classes: Gallery, GalleryFeed, GalleryLoader)"
        #expect(
            actual == [
                "reference-cycle Gallery/GalleryFeed.swift:2: strong reference cycle: GalleryFeed.gallery → Gallery.feed → GalleryFeed; GalleryBuilder hands GalleryFeed to what GalleryFeed.gallery holds (GalleryBuilder.swift:7): make GalleryFeed.gallery weak"
                    + others,
                "reference-cycle Gallery/GalleryLoader.swift:2: strong reference cycle: GalleryLoader.feed → GalleryFeed.loader → GalleryLoader; GalleryBuilder hands GalleryLoader to what GalleryLoader.feed holds (GalleryBuilder.swift:9): make GalleryLoader.feed weak"
                    + others,
                "reference-cycle Movies/MoviePresenter.swift:2: strong reference cycle: MoviePresenter.view → MovieCell.cellPresenter → MoviePresenter; MoviesViewController hands MoviePresenter to what MoviePresenter.view holds (MoviesViewController.swift:8): make MoviePresenter.view weak",
            ], "\(actual.joined(separator: "\n"))")
    }

    /// A property typed by an `…Output` protocol holds the object its holder owns when the
    /// router creates that object and hands it over (the object's reference back is the weak
    /// one); another module's output assigned by itself is still a delegate held strongly. The
    /// one module's own protocol names are its naming (nothing reported against a preset's).
    @Test func anOutputTheHolderIsHandedIsOwned() throws {
        let actual = try Self.findings("OwnedOutputs")
        #expect(
            actual == [
                "reference-cycle Settings/SettingsPresenter.swift:4: strong reference cycle: SettingsPresenter.moduleOutput → PhotosPresenter.settings → SettingsPresenter; PhotosPresenter assigns itself to SettingsPresenter.moduleOutput (PhotosPresenter.swift:7): make SettingsPresenter.moduleOutput weak"
            ], "\(actual.joined(separator: "\n"))")
    }

    /// A reference typed by a protocol-composition alias (`var entry: EntryPoint?` with
    /// `typealias EntryPoint = RegisterView & UIViewController`) holds what the alias joins.
    @Test func aCompositionAliasHoldsWhatItJoins() throws {
        let actual = try Self.findings("CompositionAliases")
        #expect(
            actual == [
                "missing-role-protocol Register/RegisterPresenter.swift:1: module Register has no RegisterBuilder protocol; every Builder is reached through it",
                "missing-role-protocol Register/RegisterPresenter.swift:1: module Register has no RegisterInteractor protocol; every Interactor is reached through it",
                "missing-role-protocol Register/RegisterPresenter.swift:1: module Register has no RegisterPresenter protocol; every Presenter is reached through it",
                "missing-role-protocol Register/RegisterRouter.swift:5: module Register has no RegisterRouter protocol; every Router is reached through it",
                "reference-cycle Register/RegisterRouter.swift:6: strong reference cycle: RegisterRouter.entry → RegisterViewController.presenter → RegisterPresenter.router → RegisterRouter; make RegisterRouter.entry weak",
            ], "\(actual.joined(separator: "\n"))")
    }
}
