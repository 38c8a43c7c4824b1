import ViperaCore

/// The examples of `file-name` for files named for what their types are, files of a module's
/// part and test code known by its content: its documentation and tests (see `RuleExample`).
extension FileNameRule {
    /// Files the rule still reports: the traps beside the names it accepts.
    static let kindTriggeringExamples: [RuleExample] = [
        // A file importing a module that only starts like a test framework's is the app's.
        RuleExample(
            "import XCTestDynamicOverlay\nstruct ↓Cart {}", file: "Shop/Basket.swift",
            messages: ["Basket.swift declares Cart; name the file Cart.swift"]),
        // Named for what its type conforms to, but the type is no kind of it.
        RuleExample(
            "struct ↓AuthHandler: RequestHandler {}", file: "RequestHandler.swift",
            messages: ["RequestHandler.swift declares AuthHandler; name the file AuthHandler.swift"]),
        // Named in the plural, but the type is no such thing, or misspells one.
        RuleExample(
            files: exactlyNamedFiles(9) + [("EmptyView.swift", "struct ↓EventEmptyView {}")],
            messages: [
                "EmptyView.swift declares EventEmptyView; 9 of 10 files declaring one type are named exactly for it: name the file EventEmptyView.swift"
            ]),
        RuleExample(
            "enum ↓BrandColr: String {\n    case red\n}", file: "Colors.swift",
            messages: ["Colors.swift declares BrandColr; no other files of the app are named for a group: name the file BrandColr.swift"]),
        // The team's modules keep `<M>Presenter.swift`: one holding a presenter of another
        // name or another's presenter protocol, or a file misspelling its type, is a slip, not
        // the module's file.
        RuleExample(
            files: ["Login", "Cart", "Feed"].flatMap { module -> [(name: String, source: String)] in
                [
                    ("\(module)/\(module)Router.swift", "final class \(module)Router {}"),
                    ("\(module)/\(module)ViewController.swift", "final class \(module)ViewController {}"),
                    (
                        "\(module)/\(module)Presenter.swift",
                        ["Login": "final class ↓SignInPresenter {}", "Feed": "protocol ↓FeedFooterPresenterInterface {}"][module]
                            ?? "final class \(module)Presenter {}"
                    ),
                    ("\(module)/\(module)Entity.swift", module == "Cart" ? "struct ↓CartEntitiy {}" : "struct \(module)Entity {}"),
                ]
            },
            messages: [
                "CartEntity.swift declares CartEntitiy; name the file CartEntitiy.swift",
                "FeedPresenter.swift declares FeedFooterPresenterInterface; name the file FeedFooterPresenterInterface.swift",
                "LoginPresenter.swift declares SignInPresenter; name the file SignInPresenter.swift",
            ]),
        // Named for a function it does not declare, or for the entity role but holding a
        // class, or for no type it extends: still slips.
        RuleExample(
            "let storageReducer: (inout Bool) -> Void = { _ in }\nenum ↓StorageAction {\n    case load\n}", file: "PersistenceReducer.swift",
            messages: ["PersistenceReducer.swift declares StorageAction; name the file StorageAction.swift"]),
        // Named for a function or value of a function's body, in an `#if` block or not: no
        // declaration of the file's.
        RuleExample(
            "struct ↓DateStyle {}\nfunc setUp() {\n    func formatterCache() {}\n    #if DEBUG\n    let dateCache = 1\n    #endif\n}",
            file: "FormatterCache.swift",
            messages: ["FormatterCache.swift declares DateStyle; name the file DateStyle.swift"]),
        RuleExample(
            "struct ↓DateStyle {}\nfunc setUp() {\n    #if DEBUG\n    let dateCache = 1\n    #endif\n}", file: "DateCache.swift",
            messages: ["DateCache.swift declares DateStyle; name the file DateStyle.swift"]),
        RuleExample(
            "final class ↓UserStore {}", file: "UserEntity.swift",
            messages: ["UserEntity.swift declares UserStore; name the file UserStore.swift"]),
        RuleExample(
            "struct ↓Spacing {}\nextension String {}", file: "Layout.swift",
            messages: ["Layout.swift declares Spacing; name the file Spacing.swift"]),
        // One model alone under another name, and a thing not adopting the protocol the file
        // names: still slips.
        RuleExample(
            "struct ↓RocketResponse: Decodable {}", file: "RocketModel.swift",
            messages: ["RocketModel.swift declares RocketResponse; name the file RocketResponse.swift"]),
        RuleExample(
            "struct ↓APIDataNetworkConfig {}\nprotocol NetworkConfigurable {}", file: "NetworkConfig.swift",
            messages: ["NetworkConfig.swift declares APIDataNetworkConfig; name the file APIDataNetworkConfig.swift"]),
        // A type that is no variant of the stem the file names beside one that is: no group.
        RuleExample(
            "final class ↓AnyEncodable {}\nfinal class JSONValue {}", file: "AnyCodable.swift",
            messages: ["AnyCodable.swift declares AnyEncodable; name the file AnyEncodable.swift"]),
        // Files of one folder ending otherwise than their types: a slip repeated, no habit.
        RuleExample(
            files: [
                ("Cases/BasicsTestCase.swift", "struct ↓BasicsView {}"),
                ("Cases/EnumTestCase.swift", "struct ↓EnumView {}"),
            ],
            messages: [
                "BasicsTestCase.swift declares BasicsView; name the file BasicsView.swift",
                "EnumTestCase.swift declares EnumView; name the file EnumView.swift",
            ]),
    ]

    /// Files the rule accepts for what their types are, where they are, or what they hold.
    static let kindNonTriggeringExamples: [RuleExample] = [
        // Test code known by its content, whatever its folder is called: files importing a test
        // framework, and the helpers beside them in a folder most of whose files do.
        RuleExample(
            files: [
                ("App/XCUITest/Browsing.swift", "import XCTest\nfinal class BrowsingUITestCase: XCTestCase {}"),
                ("App/XCUITest/Launch.swift", "import XCTest\nfinal class LaunchCheck: XCTestCase {}"),
                ("App/XCUITest/Helpers.swift", "struct Waiter {}"),
            ]),
        RuleExample("struct Waiter {}", file: "shop-tests/Helpers.swift"),
        // The team's files, in two folders, end with other words than their types.
        RuleExample(
            files: [
                ("Integration/Legacy/BasicsTestCase.swift", "struct BasicsView {}"),
                ("Integration/Modern/EnumTestCase.swift", "struct EnumView {}"),
            ]),
        // Named for what its type is a kind of, which the type conforms to.
        RuleExample("struct NotesWidgetBundle: WidgetBundle {}", file: "WidgetBundle.swift"),
        RuleExample("struct AuthRequestHandler: RequestHandler {}", file: "RequestHandler.swift"),
        // Named in the plural for what its one type's values are.
        RuleExample("enum BrandColor: String {\n    case red\n}", file: "Colors.swift"),
        RuleExample("final class LayoutConstants {}", file: "Constants.swift"),
        RuleExample("protocol APIRequestProtocol {}", file: "APIProtocols.swift"),
        RuleExample("protocol StoryboardLoadable {}\nextension StoryboardLoadable {}", file: "Protocols.swift"),
        // Named for the entity role, holding plain models under their own names.
        RuleExample("struct Post {}\nstruct Author {}", file: "Feed/FeedEntity.swift"),
        RuleExample("struct PopularMovie: Codable {}\nstruct Result: Codable {}", file: "PopularMovieEntity.swift"),
        // Several models named for what their names share.
        RuleExample("enum URLError: Error {\n    case offline\n}\nenum DatabaseError: Error {\n    case full\n}", file: "CustomError.swift"),
        RuleExample("enum GPTModel: String {\n    case turbo\n}\nenum GPTRole: String {\n    case user\n}", file: "GPTRequestData.swift"),
        // Several types named for their shared stem, each a variant of its last word.
        RuleExample("final class AnyEncodable {}\nfinal class AnyDecodable {}", file: "AnyCodable.swift"),
        // A thing and the interface it adopts, both named for the file.
        RuleExample("protocol NetworkConfigurable {}\nstruct APIDataNetworkConfig: NetworkConfigurable {}", file: "NetworkConfig.swift"),
        // Named for the extensions it holds, its types their helpers.
        RuleExample("enum Errors: Error {\n    case invalid\n}\nextension EthereumAddress {}", file: "Extensions/Address.swift"),
        RuleExample("struct Spacing {}\nextension String {}", file: "StringHelpers.swift"),
        RuleExample("struct DateStyle {}\nextension Date {}", file: "DateExtension.swift"),
        RuleExample("struct Spacing {}\nenum Palette {}\nextension UIView {}\nextension UIFont {}", file: "Styling.swift"),
        // Named for the function, value or alias it declares, an abbreviation starting it in
        // capitals, or inside an `#if` block around the file.
        RuleExample("struct DBRequest {}\nfunc dbMiddleware(_ state: Int) -> DBRequest? { nil }", file: "DBMiddleware.swift"),
        RuleExample(
            "#if canImport(UIKit)\nstruct VocabRequest {}\nfunc vocabMiddleware(_ state: Int) -> VocabRequest? { nil }\n#endif",
            file: "VocabMiddleware.swift"),
        RuleExample("struct URLRequestTag {}\nlet urlSessionConfig = 1", file: "URLSessionConfig.swift"),
        RuleExample("struct HTTPRequest {}\ntypealias httpHandler = (HTTPRequest) -> Void", file: "HTTPHandler.swift"),
        // Named for the function it declares, after what it is for.
        RuleExample("func reducer(_ state: inout AppState, _ action: AppAction) {}\nenum AppAction {\n    case reload\n}", file: "AppStateReducer.swift"),
        // A module's file of its part, named as three modules name theirs: it holds the part
        // under other names (the module's models in `<M>Entity.swift`).
        RuleExample(
            files: ["Login", "Cart", "Feed"].flatMap { module -> [(name: String, source: String)] in
                [
                    ("\(module)/\(module)Router.swift", "final class \(module)Router {}"),
                    ("\(module)/\(module)Presenter.swift", "final class \(module)Presenter {}"),
                    ("\(module)/\(module)Entity.swift", module == "Login" ? "struct User {}" : "struct \(module)Entity {}"),
                ]
            }),
    ]
}
