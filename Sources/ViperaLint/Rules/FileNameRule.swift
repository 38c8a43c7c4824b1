import Foundation
import ViperaCore

/// A file is not named after its primary type.
struct FileNameRule: Rule {
    static let description = RuleDescription(
        id: "file-name",
        defaultSeverity: .warning,
        category: .naming,
        summary: "A file declaring types is not named after one of its top-level types.",
        triggering: [
            RuleExample(
                "final class ↓LoginDefaultPresenter {}", file: "Presenter.swift",
                messages: [
                    "Presenter.swift declares LoginDefaultPresenter; name the file LoginDefaultPresenter.swift"
                ]),
            // A kind of file after a name the file does not declare.
            RuleExample(
                "struct ↓TunnelSettings {}", file: "Tunnel.template.swift",
                messages: ["Tunnel.template.swift declares TunnelSettings; name the file TunnelSettings.swift"]),
            // One file alone differs from its type by a word: a slip, not the team's affix.
            RuleExample(
                files: [
                    ("UserRepository.swift", "final class ↓UserRepositoryImpl {}"),
                    ("CartRepository.swift", "final class CartRepository {}"),
                ],
                messages: ["UserRepository.swift declares UserRepositoryImpl; name the file UserRepositoryImpl.swift"]),
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
            // One file alone named after its protocol's implementation and a word: no team
            // pattern yet.
            RuleExample(
                files: [
                    ("LoginPresenterInterface.swift", "protocol ↓LoginPresenting {}"),
                    ("LoginPresenter.swift", "final class LoginPresenter: LoginPresenting {}"),
                ],
                messages: ["LoginPresenterInterface.swift declares LoginPresenting; name the file LoginPresenting.swift"]),
            // Two files alone named after the type with its folder's name before: a slip each.
            RuleExample(
                files: [
                    ("Login/Presenter.swift", "final class ↓LoginPresenter {}"),
                    ("Feed/View.swift", "final class ↓FeedScreen {}"),
                ],
                messages: [
                    "View.swift declares FeedScreen; name the file FeedScreen.swift",
                    "Presenter.swift declares LoginPresenter; name the file LoginPresenter.swift",
                ]),
            // A file of protocols under the word the team's files of each module's protocols take
            // names its stem, not a group: a module renamed in its types alone.
            RuleExample(
                files: [
                    ("Cart/CartProtocols.swift", "protocol CartView {}\nprotocol CartPresenter {}"),
                    ("Feed/FeedProtocols.swift", "protocol FeedView {}\nprotocol FeedPresenter {}"),
                    ("Login/LoginProtocols.swift", "protocol ↓SignInView {}\nprotocol SignInPresenter {}"),
                ],
                messages: ["LoginProtocols.swift declares SignInView; name the file SignInView.swift"]),
            // A type of its own beside one extension, and a type beside an empty namespace: the
            // file is named for a type it does not declare.
            RuleExample(
                "final class ↓SessionTimerApplication {}\nextension Notification.Name {}", file: "SessionApplication.swift",
                messages: ["SessionApplication.swift declares SessionTimerApplication; name the file SessionTimerApplication.swift"]),
            RuleExample(
                "enum ↓CheckoutStrings {}\nstruct PaymentForm {}", file: "Checkout.swift",
                messages: ["Checkout.swift declares CheckoutStrings; name the file CheckoutStrings.swift"]),
        ],
        nonTriggering: [
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
    )

    func check(_ index: FactIndex) -> [Finding] {
        let implementers = Self.implementers(in: index)
        let misnamed: [(file: FileFacts, primary: TypeFact, candidate: FileNaming.Candidate)] = index.files.compactMap { file in
            let declared = file.topLevelDeclarationIndices
            // Test code is named after what it tests or stands in for; empty enums alone are
            // namespaces the app's other files fill (`enum StatusEditor {}` in `Namespace.swift`).
            guard let first = declared.first, !TestCode.isTestPath(file.path),
                !declared.allSatisfy({ TestCode.isTestDouble(file.types[$0].name) }),
                !declared.allSatisfy({ file.types[$0].kind == .enum && file.types[$0].isEmpty })
            else { return nil }
            let baseName = Self.baseName(of: file.path)
            let candidate = FileNaming.Candidate(baseName: baseName, facts: file) { implementers[$0] ?? [] }
            let names = declared.map { file.types[$0].name }
            guard !candidate.isNamedByItsDeclarations, !index.profile.isModuleFile(baseName, declaring: names),
                !index.profile.followsLearnedFileName(baseName, declaring: names)
            else { return nil }
            return (file, file.types[first], candidate)
        }
        // Files of extensions alone show how the team names a file after what it extends.
        let extensionFiles = index.files.filter { file in
            !TestCode.isTestPath(file.path) && file.topLevelDeclarationIndices.isEmpty && file.types.contains { !$0.isNested && $0.kind == .extension }
        }
        let naming = FileNaming(
            learningFrom: misnamed.map(\.candidate) + extensionFiles.map { FileNaming.Candidate(baseName: Self.baseName(of: $0.path), facts: $0) })
        let moduleFiles = Self.moduleFiles(misnamed.map(\.candidate.baseName), modules: index.modules)
        let protocolFiles = Set(
            (index.profile.learnedNaming.compactMap(\.fileSuffix) + index.profile.conventions.flatMap(\.moduleFiles)).compactMap { NameWords.words($0).last })
        // Scripts, files of extensions, files named for an alias and modules' contracts teach
        // the team's affixes like the others.
        return misnamed.filter { file in
            !ModuleContractFile.isContract(file.candidate.baseName, declaring: file.file.topLevelDeclarationIndices.map { file.file.types[$0] }, in: index)
                && file.candidate.isNamedLikeAType && !file.candidate.isNamedByXcode && !file.candidate.isFileOfExtensions && !file.candidate.isNamedForAnAlias
                && !naming.isNamedWithTeamAffix(file.candidate) && !naming.isNamedForItsGroup(file.candidate, protocolFiles: protocolFiles)
                && Self.moduleFile(file.candidate.baseName, modules: index.modules).map { !moduleFiles.contains($0.word) } ?? true
        }.map { file, primary, candidate in
            Self.finding(
                Self.message(file: candidate.baseName, declaring: primary, profile: index.profile),
                file: file.path,
                range: primary.range,
                symbol: Symbol.key(module: index.module(of: primary.name), primary.name)
            )
        }
    }

    /// What a file named `file` declaring `primary` first is told: for a protocol the team's
    /// modules keep in a file of another name, that name and why; else the type's own name.
    private static func message(file: String, declaring primary: TypeFact, profile: Profile) -> String {
        let type = primary.name
        if primary.kind == .protocol, let learned = profile.learnedFile(of: type), learned.name != "\(type).swift", let pattern = learned.naming.filePattern {
            return "\(file).swift declares \(type); the team's modules declare \(learned.naming.protocolPattern) in \(pattern): name the file \(learned.name)"
        }
        return "\(file).swift declares \(type); name the file \(type).swift"
    }

    /// For each protocol, the types (test code aside) that conform to it in their declaration or
    /// an extension.
    private static func implementers(in index: FactIndex) -> [String: [String]] {
        var implementers: [String: [String]] = [:]
        for info in index.typesInNameOrder where info.kind != .protocol && !info.isTestCode {
            for name in Set(info.inherited) { implementers[name, default: []].append(info.name) }
        }
        return implementers
    }

    /// The words after the module's name that most modules' files not named after what they
    /// declare share (`Entity` where eight of nine modules keep their models in `<M>Entity.swift`):
    /// the team's module files, well named whatever they declare. At least 3 modules, and more
    /// than half of `modules`, must keep one.
    private static func moduleFiles(_ misnamed: [String], modules: Set<String>) -> Set<String> {
        var keeping: [String: Set<String>] = [:]
        for baseName in misnamed {
            guard let file = moduleFile(baseName, modules: modules) else { continue }
            keeping[file.word, default: []].insert(file.module)
        }
        return Set(keeping.filter { $0.value.count >= 3 && $0.value.count * 2 > modules.count }.keys)
    }

    /// `baseName` split after the longest module name it starts with, before a word:
    /// `SettingScreen` and `Entity` for `SettingScreenEntity`.
    private static func moduleFile(_ baseName: String, modules: Set<String>) -> (module: String, word: String)? {
        let module = modules.filter { baseName.count > $0.count && baseName.hasPrefix($0) && baseName.dropFirst($0.count).first?.isUppercase == true }
            .max { $0.count < $1.count }
        return module.map { ($0, String(baseName.dropFirst($0.count))) }
    }

    /// The file's name without its extension: `LoginPresenter` for `Login/LoginPresenter.swift`.
    private static func baseName(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        // Discovered files end in `.swift`, spared a URL; a file given by name may not.
        guard name.hasSuffix(".swift"), name.count > ".swift".count else {
            return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
        return String(name.dropLast(".swift".count))
    }
}
