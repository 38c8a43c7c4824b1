import ViperaCore

/// The examples of `file-name`: its documentation and tests (see `RuleExample`).
extension FileNameRule {
    /// Files the rule reports, each with its messages.
    static let triggeringExamples: [RuleExample] = [
        RuleExample(
            "final class ↓LoginDefaultPresenter {}", file: "LoginPresenter.swift",
            messages: [
                "LoginPresenter.swift declares LoginDefaultPresenter; name the file LoginDefaultPresenter.swift"
            ]),
        // A misspelt file is told the name it misspells, whatever it declares first.
        RuleExample(
            "enum ReceiptStyle {}\nstruct ↓Receipt {}", file: "Recipt.swift",
            messages: ["Recipt.swift declares Receipt; name the file Receipt.swift"]),
        // A kind of file after a name the file does not declare.
        RuleExample(
            "struct ↓TunnelSettings {}", file: "Tunnel.template.swift",
            messages: ["Tunnel.template.swift declares TunnelSettings; name the file TunnelSettings.swift"]),
        // One file alone differs from its type by a word, in a team naming its files exactly:
        // a slip, not the team's affix.
        RuleExample(
            files: exactlyNamedFiles(8) + [
                ("UserRepository.swift", "final class ↓UserRepositoryImpl {}"),
                ("CartRepository.swift", "final class CartRepository {}"),
            ],
            messages: [
                "UserRepository.swift declares UserRepositoryImpl; 9 of 10 files declaring one type are named exactly for it: name the file UserRepositoryImpl.swift"
            ]),
        RuleExample(
            "protocol ↓CartInteractorInterface {}\nfinal class CartIntereactor: CartInteractorInterface {}", file: "CartInteractor.swift",
            messages: ["CartInteractor.swift declares CartInteractorInterface; name the file CartInteractorInterface.swift"]),
        // One feature's files repeating a renaming slip: a team pattern shows in several folders.
        RuleExample(
            files: [
                ("Mention/MentionWidget.swift", "struct ↓MentionsWidget {}"),
                ("Mention/MentionWidgetView.swift", "struct ↓MentionsWidgetView {}"),
            ],
            messages: [
                "MentionWidget.swift declares MentionsWidget; name the file MentionsWidget.swift",
                "MentionWidgetView.swift declares MentionsWidgetView; name the file MentionsWidgetView.swift",
            ]),
        // A word misspelt in two folders' files, and a module renamed in two folders' files:
        // slips, no team pattern.
        RuleExample(
            files: [
                ("Cart/Models/CartIteem.swift", "struct ↓CartItem {}"),
                ("Cart/Cells/CartIteemCell.swift", "final class ↓CartItemCell {}"),
                ("Login/Models/LoginForm.swift", "struct ↓AuthForm {}"),
                ("Login/Store/LoginStore.swift", "final class ↓AuthStore {}"),
            ],
            messages: [
                "CartIteemCell.swift declares CartItemCell; name the file CartItemCell.swift",
                "CartIteem.swift declares CartItem; name the file CartItem.swift",
                "LoginForm.swift declares AuthForm; name the file AuthForm.swift",
                "LoginStore.swift declares AuthStore; name the file AuthStore.swift",
            ]),
        // A digit past the first letter is a type's spelling.
        RuleExample(
            "struct ↓Base64Decoder {}", file: "Base64Coder.swift",
            messages: ["Base64Coder.swift declares Base64Decoder; name the file Base64Decoder.swift"]),
        // A method of a type, or a function's local, names no file.
        RuleExample(
            "struct ↓Fetcher {\n    func loadItems() {}\n}", file: "LoadItems.swift",
            messages: ["LoadItems.swift declares Fetcher; no other files of the app are named for a group: name the file Fetcher.swift"]),
        RuleExample(
            "func run() {\n    let loadItems = 1\n}\nstruct ↓Fetcher {}", file: "LoadItems.swift",
            messages: ["LoadItems.swift declares Fetcher; no other files of the app are named for a group: name the file Fetcher.swift"]),
        // A name two folders' files share is no team habit yet: each still names what it declares.
        RuleExample(
            files: [
                ("Clients/BuildClient/Live.swift", "extension BuildClient {}\nstruct ↓BuildKey {}"),
                ("Clients/RepoClient/Live.swift", "extension RepoClient {}\nstruct ↓RepoCache {}"),
            ],
            messages: [
                "Live.swift declares BuildKey; name the file BuildKey.swift",
                "Live.swift declares RepoCache; name the file RepoCache.swift",
            ]),
        // One file alone named after its protocol's implementation and a word: no team
        // pattern yet.
        RuleExample(
            files: [
                ("LoginPresenterInterface.swift", "protocol ↓LoginPresenting {}"),
                ("LoginPresenter.swift", "final class LoginPresenter: LoginPresenting {}"),
            ],
            messages: ["LoginPresenterInterface.swift declares LoginPresenting; name the file LoginPresenting.swift"]),
        // Two files alone named after the type with its folder's name before, in a team naming
        // its files exactly: a slip each.
        RuleExample(
            files: exactlyNamedFiles(18) + [
                ("Login/Presenter.swift", "final class ↓LoginPresenter {}"),
                ("Feed/View.swift", "final class ↓FeedScreen {}"),
            ],
            messages: [
                "View.swift declares FeedScreen; name the file FeedScreen.swift",
                "Presenter.swift declares LoginPresenter; 18 of 20 files declaring one type are named exactly for it: name the file LoginPresenter.swift",
            ]),
        // One file alone named with its folder's name before its type's: no habit yet.
        RuleExample(
            files: exactlyNamedFiles(9) + [("AppModules/AppModulesRouter.swift", "final class ↓Router {}")],
            messages: [
                "AppModulesRouter.swift declares Router; 9 of 10 files declaring one type are named exactly for it: name the file Router.swift"
            ]),
        // A file of protocols under the word the team's files of each module's protocols take
        // names its stem, not a group: a module renamed in its types alone.
        RuleExample(
            files: [
                ("Cart/CartProtocols.swift", "protocol CartView {}\nprotocol CartPresenter {}"),
                ("Feed/FeedProtocols.swift", "protocol FeedView {}\nprotocol FeedPresenter {}"),
                ("Login/LoginProtocols.swift", "protocol ↓SignInView {}\nprotocol SignInPresenter {}"),
            ],
            messages: ["LoginProtocols.swift declares SignInView; 2 other files of the app are named for a group: name the file SignInView.swift"]),
        // A type of its own beside one extension, and a type beside an empty namespace: the
        // file is named for a type it does not declare.
        RuleExample(
            "final class ↓SessionTimerApplication {}\nextension Notification.Name {}", file: "SessionApplication.swift",
            messages: ["SessionApplication.swift declares SessionTimerApplication; name the file SessionTimerApplication.swift"]),
        RuleExample(
            "enum ↓CheckoutStrings {}\nstruct PaymentForm {}", file: "Checkout.swift",
            messages: ["Checkout.swift declares CheckoutStrings; name the file CheckoutStrings.swift"]),
    ]

    /// Files well named, the traps among them.
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("final class LoginDefaultPresenter {}\nprivate struct Helper {}", file: "LoginDefaultPresenter.swift"),
        RuleExample("extension LoginDefaultPresenter {}", file: "LoginDefaultPresenter+Actions.swift"),
        // `Type+Anything.swift`: a file of extensions, whatever else it declares.
        RuleExample("protocol ToastCapable {}\nextension UIViewController: ToastCapable {}", file: "UIViewController+Toast.swift"),
        RuleExample("public class Feed: NSManagedObject {}", file: "Feed+CoreDataClass.swift"),
        // Types in a namespace: the file names the nested type, alone or after its namespace.
        RuleExample(
            "protocol CartBusinessLogic {}\nextension Cart {\n    class Interactor: CartBusinessLogic {}\n}", file: "CartInteractor.swift"),
        RuleExample("enum Cart {\n    enum Model {}\n    enum Event {}\n}", file: "CartModels.swift"),
        RuleExample("extension Editor {\n    struct PickerPanelView {}\n}\nprivate struct StripView {}", file: "PickerPanelView.swift"),
        // The team's affix on the type, used by several files.
        RuleExample(
            files: [
                ("UserRepository.swift", "final class UserRepositoryImpl {}"),
                ("CartRepository.swift", "final class CartRepositoryImpl {}"),
            ]),
        RuleExample(
            files: [
                ("HomeConfigurator.swift", "final class HomeModuleConfigurator {}"),
                ("CartConfigurator.swift", "final class CartModuleConfigurator {}"),
            ]),
        // A file of extensions of other types, with a helper type; a namespace for other files.
        RuleExample("extension View {}\nstruct ShareSheet {}\nextension URL {}", file: "AppRoutes.swift"),
        RuleExample("public enum ComposeEditor {}", file: "Namespace.swift"),
        // A playground page, named by Xcode.
        RuleExample("struct Point {}\nlet origin = Point()", file: "Shapes.playground/Pages/Copying.xcplaygroundpage/Contents.swift"),
        // A package target's file named for the target.
        RuleExample(
            "public enum PaymentNavigationOutputEvent {\n    case done\n}\npublic enum PaymentModule {}",
            file: "Packages/PaymentFeature/Sources/PaymentFeature/PaymentFeature.swift"),
        // A script, named as scripts are.
        RuleExample("struct CreditEntry {}\nprint(CreditEntry())", file: "make_credits.swift"),
        // A namespace's alias, after the namespace.
        RuleExample(
            "protocol ShopCatalogItemsLoading {}\nextension Shop {\n    typealias ItemsLoader = ShopCatalogItemsLoading\n}",
            file: "ShopItemsLoader.swift"),
        // A file named after the type it extends, with a helper type.
        RuleExample("extension ModelContainer {\n    static func make() {}\n}\nfinal actor MainRepository {}", file: "ModelContainer.swift"),
        // The team names its files of extensions `<Type>Extension.swift`; this one declares
        // the protocol it extends too.
        RuleExample(
            files: [
                ("Extensions/TokenExtension.swift", "extension Token {}"),
                ("Extensions/ScreenExtension.swift", "extension Screen {}"),
                ("Extensions/SetupStateExtension.swift", "protocol SetupState {}\nextension SetupState {}"),
            ]),
        // A file of several types, named after what they all are.
        RuleExample("class LoginButton {}\nclass LogoutButton {}", file: "Buttons.swift"),
        // … or for what they are together: a plural, the start of their names, anything for three.
        RuleExample("enum AppTab {}\nenum SidebarSections {}", file: "Tabs.swift"),
        RuleExample("enum RouterDestination {}\nfinal class RouterPath {}", file: "Router.swift"),
        RuleExample("struct ColorSet {}\nstruct FontSet {}\nstruct Spacing {}", file: "AppearanceData.swift"),
        // The team's files name the implementation of the protocol they declare, and a word.
        RuleExample(
            files: [
                ("MovieListPresenterInterface.swift", "protocol MovieListPresenting {}"),
                ("MovieListPresenter.swift", "final class MovieListPresenter {}\nextension MovieListPresenter: MovieListPresenting {}"),
                ("MovieListRouterInterface.swift", "protocol MovieListRouting {}"),
                ("MovieListRouter.swift", "final class MovieListRouter: MovieListRouting {}"),
            ]),
        // The team's scene files, in their folders, name the scene's namespace with another
        // last word.
        RuleExample(
            files: [
                ("Cart/CartModels.swift", "enum CartScene {\n    enum Model {}\n}"),
                ("Feed/FeedModels.swift", "enum FeedScene {\n    enum Model {}\n}"),
            ]),
        // The team keeps each module's protocols in one file, under the same word.
        RuleExample(
            files: [
                ("Cart/CartProtocols.swift", "protocol CartViewProtocol {}\nprotocol CartPresenterProtocolInput {}"),
                ("Feed/FeedProtocols.swift", "protocol FeedViewProtocol {}\nprotocol FeedPresenterProtocolInput {}"),
            ]),
        // A module's role protocols kept together, under the module's name and a word or
        // under one word.
        RuleExample("protocol CartView {}\nprotocol CartPresenter {}", file: "CartProtocols.swift"),
        RuleExample(
            "protocol LoginViewInput: AnyObject {}\nprotocol LoginViewOutput: AnyObject {}", file: "LoginInterfaces.swift", conventions: ["rambler"]),
        RuleExample("protocol LoginViewInput: AnyObject {}\nprotocol LoginInteractorInput {}\nprotocol LoginRouterInput {}", file: "Contracts.swift"),
        // Files named in dotted parts: the type's name in order, in reverse, or its last part.
        RuleExample("final class LoginPresenter {}", file: "Login.Presenter.swift"),
        RuleExample("struct ThingView {}", file: "View.Thing.swift"),
        RuleExample("extension Login {\n    final class Interactor {}\n}", file: "Module.Interactor.swift"),
        // … or the type's name and what kind of file it is.
        RuleExample("struct TunnelSettings {}", file: "TunnelSettings.template.swift"),
        // The team names its files after the type without the folder's name (or its stem).
        RuleExample(
            files: [
                ("LoginModule/Presenter.swift", "final class LoginPresenter {}"),
                ("LoginModule/Router.swift", "final class LoginRouter {}"),
                ("Feed/Interactor.swift", "final class FeedInteractor {}"),
            ]),
        // … or with the folder's name before the type's, in several folders.
        RuleExample(
            files: [
                ("AppModules/AppModulesRouter.swift", "final class Router {}"),
                ("Network/NetworkClient.swift", "final class Client {}"),
            ]),
        // Names no type can have: numbered or tagged by the team.
        RuleExample("struct FocusDemo {}", file: "01-GettingStarted-FocusState.swift"),
        RuleExample("final class SectionViewController_iPad {}", file: "SectionViewController-iPad.swift"),
        // A type kept out of the API's listings, named without its underscore.
        RuleExample("struct _IfLetReducer {}", file: "IfLetReducer.swift"),
        // A file named for the function or global it declares, with the types it takes, or
        // for what its extension adds.
        RuleExample("func itemReducer(_ items: inout [Int], _ action: ItemAction) {}\nenum ItemAction {\n    case add\n}", file: "ItemReducer.swift"),
        RuleExample("let pageReducer: (inout Int, PageAction) -> Void = { _, _ in }\nenum PageAction {\n    case next\n}", file: "PageReducer.swift"),
        RuleExample(
            "extension View {\n    func toolbarAccessory() -> some View { self }\n}\nstruct ToolbarAccessoryModifier {}", file: "ToolbarAccessory.swift"),
        // The team names each client's files for the part they hold, in every client's folder.
        RuleExample(
            files: [
                ("Clients/BuildClient/Live.swift", "extension BuildClient {}\nstruct BuildKey {}"),
                ("Clients/RepoClient/Live.swift", "extension RepoClient {}\nstruct RepoCache {}"),
                ("Clients/PlayerClient/Live.swift", "extension PlayerClient {}\nfinal class InternalPlayer {}"),
            ]),
        // A file filling a namespace declared elsewhere, with a preview of what it adds.
        RuleExample(
            "extension ProfileComponents {\n    struct Placeholder {}\n}\nstruct ProfileComponentsPlaceholder_Previews: PreviewProvider {}",
            file: "ProfilePlaceholders.swift"),
        // A file named for what its one-letter namespace stands for.
        RuleExample("enum K {\n    static let apiKey = \"\"\n}", file: "Constants.swift"),
        // A file named for its one type's instances.
        RuleExample("enum HTTPMethod: String {\n    case get, post\n}", file: "HTTPMethods.swift"),
        // A file named for an alias of the type it extends: the SDK's, or the project's own.
        RuleExample("extension Double {}\nstruct Minutes {}", file: "TimeInterval.swift"),
        RuleExample(
            files: [
                ("Extensions/TimeIntervalExtension.swift", "extension Double {}\nstruct Duration {}"),
                ("Extensions/StringExtension.swift", "extension String {}"),
            ]),
        RuleExample(
            files: [
                ("Model/Identifier.swift", "extension String {}\nstruct IdentifierFormat {}"),
                ("Model/Types.swift", "typealias Identifier = String"),
            ]),
        // A dialect's one file of protocols per module.
        RuleExample(
            "protocol LoginViewInterface: AnyObject {}\nprotocol LoginPresenterInterface: AnyObject {}", file: "LoginInterfaces.swift",
            conventions: ["interface"]),
        RuleExample("protocol LoginView: AnyObject {}\nprotocol LoginPresentation: AnyObject {}", file: "LoginContract.swift", conventions: ["contract"]),
        RuleExample(
            "protocol ListInteractorInput {}\nprotocol ListInteractorOutput: AnyObject {}", file: "ListInteractorIO.swift", conventions: ["objcio"]),
        RuleExample("protocol LoginViewProtocol: AnyObject {}", file: "LoginProtocols.swift", conventions: ["protocol-suffix"]),
        // A team's own dialect, learned from its modules, with the file most modules keep a
        // protocol in (`<M>Controller.swift` holds `<M>PresenterOutputInterface`).
        .learnedDialect(adding: [
            (
                "Feed/FeedController.swift",
                "protocol FeedPresenterOutputInterface: AnyObject {}\nprotocol FeedRouterInterface: AnyObject {}\nfinal class FeedRouter: FeedRouterInterface {}"
            )
        ]),
    ]
}
