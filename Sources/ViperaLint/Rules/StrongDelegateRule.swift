import ViperaCore

/// A module-output or delegate reference to another module is held strongly.
struct StrongDelegateRule: Rule {
    static let description = RuleDescription(
        id: "strong-delegate",
        defaultSeverity: .error,
        category: .ownership,
        summary: "A module-output or delegate reference to another module is held strongly.",
        triggering: [
            RuleExample(
                """
                protocol SettingsModuleOutput: AnyObject {}
                final class LoginDefaultPresenter {
                    ↓var settingsOutput: (any SettingsModuleOutput)?
                }
                """,
                messages: [
                    "LoginDefaultPresenter.settingsOutput holds the delegate SettingsModuleOutput strongly; hold another module's output weakly"
                ],
                fixed: """
                    protocol SettingsModuleOutput: AnyObject {}
                    final class LoginDefaultPresenter {
                        weak var settingsOutput: (any SettingsModuleOutput)?
                    }
                    """),
            // Another module's presenter conforms, though the protocol's name starts with this
            // module's name (objc.io's `AddModuleDelegate`, implemented by the List presenter).
            RuleExample(
                files: [
                    (
                        "AddPresenter.swift",
                        """
                        protocol AddModuleDelegate {}
                        final class AddPresenter {
                            ↓var addModuleDelegate: AddModuleDelegate?
                        }
                        """
                    ),
                    (
                        "ListPresenter.swift",
                        """
                        final class ListPresenter: NSObject, AddModuleDelegate {}
                        """
                    ),
                ],
                messages: [
                    "AddPresenter.addModuleDelegate holds the delegate AddModuleDelegate strongly; hold another module's output weakly"
                ],
                // The protocol becomes class-bound: its only conformer is a class.
                fixed: [
                    "AddPresenter.swift": """
                    protocol AddModuleDelegate: AnyObject {}
                    final class AddPresenter {
                        weak var addModuleDelegate: AddModuleDelegate?
                    }
                    """
                ]),
            // A team that suffixes every protocol (`<M>PresenterOutputProtocol`): the output
            // before the suffix.
            RuleExample(
                files: [
                    (
                        "OrderDetailPresenter.swift",
                        """
                        protocol OrderDetailPresenterProtocol: AnyObject {}
                        protocol OrderDetailPresenterOutputProtocol: AnyObject {}
                        final class OrderDetailPresenter: OrderDetailPresenterProtocol {
                            ↓var outputListPresenter: OrderDetailPresenterOutputProtocol?
                        }
                        """
                    ),
                    (
                        "OrderListPresenter.swift",
                        """
                        protocol OrderListPresenterProtocol: AnyObject {}
                        final class OrderListPresenter: OrderListPresenterProtocol, OrderDetailPresenterOutputProtocol {}
                        """
                    ),
                ],
                messages: [
                    "OrderDetailPresenter.outputListPresenter holds the delegate OrderDetailPresenterOutputProtocol strongly; hold another module's output weakly"
                ],
                fixed: [
                    "OrderDetailPresenter.swift": """
                    protocol OrderDetailPresenterProtocol: AnyObject {}
                    protocol OrderDetailPresenterOutputProtocol: AnyObject {}
                    final class OrderDetailPresenter: OrderDetailPresenterProtocol {
                        weak var outputListPresenter: OrderDetailPresenterOutputProtocol?
                    }
                    """
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                protocol SettingsModuleOutput: AnyObject {}
                final class LoginDefaultPresenter {
                    weak var settingsOutput: (any SettingsModuleOutput)?
                }
                """),
            RuleExample(
                """
                protocol LoginViewOutput: AnyObject {}
                final class LoginDefaultView {
                    let output: any LoginViewOutput
                    init(output: any LoginViewOutput) { self.output = output }
                }
                """),
            // A delegate of the same module (by the classes conforming to it, whatever its name),
            // also where the team suffixes its protocols.
            RuleExample(
                """
                protocol OrderDetailPresenterProtocol: AnyObject {}
                protocol OrderDetailViewOutputProtocol: AnyObject {}
                final class OrderDetailPresenter: OrderDetailPresenterProtocol, OrderDetailViewOutputProtocol {}
                final class OrderDetailView {
                    var output: OrderDetailViewOutputProtocol?
                }
                """),
            RuleExample(
                """
                protocol SettingsOutput: AnyObject {}
                final class LoginDefaultView: UIViewController, SettingsOutput {}
                final class LoginDefaultPresenter {
                    let settingsOutput: any SettingsOutput
                    init(output: any SettingsOutput) { settingsOutput = output }
                }
                """),
            // An object the holder owns (a class), a framework type, a computed override.
            RuleExample(
                """
                final class ProviderDelegate: NSObject {}
                final class TableDataSourceDelegate: NSObject {}
                final class AppDelegate: UIResponder {
                    let providerDelegate = ProviderDelegate()
                    let tableDataSource: TableDataSourceDelegate
                    let output: AVCaptureStillImageOutput
                    init(output: AVCaptureStillImageOutput) { self.output = output; tableDataSource = TableDataSourceDelegate() }
                }
                final class InteractiveNavigationController: UINavigationController, UINavigationControllerDelegate {
                    override var delegate: UINavigationControllerDelegate? { didSet { print("set") } }
                }
                """),
            // An output the holder owns: the router creates the worker and hands it to the
            // interactor, whose reference back to the interactor is the weak one.
            RuleExample(
                """
                protocol ListWorkerOutput: AnyObject {}
                final class ListWorker: ListWorkerOutput {
                    weak var interactor: ListInteractor?
                }
                final class ListInteractor {
                    var worker: ListWorkerOutput?
                }
                final class ListRouter {
                    static func build() -> ListInteractor {
                        let worker = ListWorker()
                        let interactor = ListInteractor()
                        interactor.worker = worker
                        worker.interactor = interactor
                        return interactor
                    }
                }
                """),
            // The view model's whole interface, its inputs and its outputs: the screen owns it.
            RuleExample(
                files: [
                    (
                        "MoviesList/MoviesListViewModel.swift",
                        """
                        protocol MoviesListViewModelInput { func viewDidLoad() }
                        protocol MoviesListViewModelOutput { var title: String { get } }
                        typealias MoviesListViewModel = MoviesListViewModelInput & MoviesListViewModelOutput
                        final class DefaultMoviesListViewModel: MoviesListViewModel {
                            let title = "Movies"
                            func viewDidLoad() {}
                        }
                        """
                    ),
                    (
                        "Screens/MoviesListViewController.swift",
                        """
                        final class MoviesListViewController: UIViewController {
                            var viewModel: MoviesListViewModel!
                        }
                        """
                    ),
                ]),
            RuleExample(
                """
                struct FormatterDelegate {}
                final class LoginDefaultPresenter {
                    let formatter: FormatterDelegate
                    init(formatter: FormatterDelegate) { self.formatter = formatter }
                }
                """),
        ]
    )

    /// A strong stored reference typed with a protocol of the checked files whose name marks a
    /// delegate or output, when a class conforming to it belongs to another module than the
    /// holder, whatever the protocol's name starts with. A class named `…Delegate` is an
    /// object the holder owns, and a type declared elsewhere (`AVCaptureStillImageOutput`) is not
    /// known to be a delegate; nor is one the code shows the holder owns: the holder constructs a
    /// conforming class, or a function wiring the two hands it to the holder (see `Wiring`).
    func check(_ index: FactIndex) -> [Finding] {
        return index.typesInNameOrder.flatMap { info -> [Finding] in
            guard info.kind.isReference, !info.isTestCode else { return [] }
            let module = index.module(of: info.name)
            return info.storedProperties.compactMap { property -> Finding? in
                // A type that also names a protocol of no delegate (the held object's inputs,
                // beside its outputs) is the object's own interface, not a delegate.
                guard property.ownership.owns,
                    !property.typeNames.contains(where: { name in
                        !index.profile.namesDelegate(name) && !index.profile.delegateSuffixes.contains(name) && index.types[name]?.kind == .protocol
                    }),
                    let name = property.typeNames.first(where: { name in
                        index.profile.namesDelegate(name) && index.types[name]?.kind == .protocol
                            && index.holdsReference(name) && Self.modules(of: name, index).contains { $0 != module }
                    }),
                    !Self.isOwned(name, by: info, through: property, index)
                else { return nil }
                return Self.finding(
                    "\(info.name).\(property.name) holds the delegate \(name) strongly; hold another module's output weakly",
                    file: info.file,
                    range: property.range,
                    symbol: Symbol.key(module: module, info.name, property.name)
                )
            }
        }
    }

    /// Whether the code shows `holder` owns what `property` (typed `protocolName`) holds: it
    /// constructs a class conforming to it, or a function hands one to it as it wires them.
    private static func isOwned(_ protocolName: String, by holder: TypeInfo, through property: PropertyFact, _ index: FactIndex) -> Bool {
        index.wiring(of: holder.name, property: property.name, pointingBack: false) != nil
            || index.referenceTypes(reaching: protocolName).contains { holder.construction(of: $0) != nil }
    }

    /// The modules of the classes conforming to `protocolName`; when none does in the checked
    /// files, the module its role name gives (`LoginViewOutput` → Login), else none.
    private static func modules(of protocolName: String, _ index: FactIndex) -> [String?] {
        let conforming = index.referenceTypes(reaching: protocolName)
        guard conforming.isEmpty else { return conforming.map { index.module(of: $0) } }
        return [index.profile.suffixTolerantProtocolAssignment(protocolName)?.module]
    }
}
