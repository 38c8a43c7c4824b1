import ViperaCore

/// The architecture profile a codebase's class names point at: presenters and interactors
/// (viper), presenters that are their module's routable (moa), value-type view models (the
/// layered mvvm), business controllers (bc) or modules of a router and an interactor without a
/// presenter (silver), or none of them: an app of class or `@Observable` view models, or of no
/// role at all, is checked for what holds in any app (cycles, strong delegates, file names) and
/// not for roles it does not have.
public struct ProfileEvidence: Sendable {
    public let name: ProfileName
    /// Why, e.g. `42 presenters, 1 struct view model, 0 business controllers, 0 class view models`.
    public let evidence: String
    /// Whether no architecture's roles fit, so only `architectureFreeRules` stay on.
    public let fitsNoArchitecture: Bool

    /// What `vipera lint` without a configuration says it took from the evidence, when that is
    /// not the default: `moa (detected)`, or that no architecture fits.
    public var lintSummary: String? {
        if fitsNoArchitecture { return "none fits (detected): only \(Self.architectureFreeRules.joined(separator: ", ")) are on" }
        return name == .viper ? nil : "\(name.rawValue) (detected)"
    }

    /// What points at one profile: how many of the codebase's declarations show it.
    private struct Marker: Sendable {
        let profile: ProfileName
        let label: String
        /// Whether the evidence names it when none is found.
        let alwaysShown: Bool
        let count: @Sendable (ProfileDeclarations) -> Int
    }

    /// The markers in the order the evidence names them.
    private static let markers: [Marker] = [
        Marker(profile: .viper, label: "presenter", alwaysShown: true) { $0.presenterModules.count },
        Marker(profile: .moa, label: "routable presenter", alwaysShown: false) { $0.routablePresenters },
        Marker(profile: .mvvm, label: "struct view model", alwaysShown: true) { $0.structViewModels },
        Marker(profile: .bc, label: "business controller", alwaysShown: true) { $0.classes(endingIn: "BusinessController").count },
        Marker(profile: .silver, label: "router-interactor module", alwaysShown: false) { $0.presenterlessModules },
    ]

    /// Which profile wins a tie: the more specific shape first (a moa presenter is a presenter
    /// too; a presenter makes a router-interactor module viper's).
    private static let tieOrder: [ProfileName] = [.moa, .viper, .mvvm, .bc, .silver]

    /// The rules that hold in any app, whatever its architecture: cycles, strong delegates,
    /// file names, and the checker's own hygiene.
    public static var architectureFreeRules: [String] {
        RuleRegistry.descriptions.filter { [.cycle, .hygiene].contains($0.category) || ["strong-delegate", "file-name"].contains($0.id) }.map(\.id.rawValue)
    }

    init(_ declarations: [DeclaredName]) {
        let found = ProfileDeclarations(declarations)
        let counts = Self.markers.map { $0.count(found) }
        let classViewModels = found.classes(endingIn: "ViewModel").count
        let rank = { (index: Int) in Self.tieOrder.firstIndex(of: Self.markers[index].profile) ?? 0 }
        let best = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && rank($0) > rank($1)) } ?? 0
        fitsNoArchitecture = counts[best] == 0 || classViewModels > counts[best]
        name = fitsNoArchitecture ? .viper : Self.markers[best].profile
        let shown = zip(Self.markers, counts).filter { $0.alwaysShown || $1 > 0 }.map { counted($1, $0.label) }
        evidence = (shown + [counted(classViewModels, "class view model")]).joined(separator: ", ")
    }
}

/// The declarations profile detection counts, by kind; test doubles (`CheckoutMockRouter`) aside.
private struct ProfileDeclarations {
    private let classes: [DeclaredName]
    private let classNames: Set<String>
    let structViewModels: Int
    /// What precedes `Presenter` in each presenter class's name, for each presenter class.
    let presenterModules: [String]

    init(_ declarations: [DeclaredName]) {
        classes = declarations.filter { $0.kind == TypeKind.class.rawValue && !TestCode.isTestDouble($0.name) }
        classNames = Set(classes.map(\.name))
        structViewModels = declarations.count { $0.kind == TypeKind.struct.rawValue && $0.name.hasSuffix("ViewModel") }
        var adopted: [String: [String]] = [:]
        for declaration in declarations { adopted[declaration.name, default: []] += declaration.inherited }
        presenterModules = classes.compactMap { Self.presenterModule(of: $0.name, adopting: adopted[$0.name] ?? []) }
    }

    /// The module of a presenter class: `Login` for `LoginPresenter`, and for a class named
    /// after its presenter protocol with a suffix the team gives implementations
    /// (`LoginPresenterImpl: LoginPresenterProtocol`, `LoginPresenterImplementation:
    /// LoginPresenter`); `nil` for any other class (`LoginPresenterView: LoginPresenterViewInput`
    /// is a view).
    private static func presenterModule(of name: String, adopting protocols: [String]) -> String? {
        guard let role = name.range(of: "Presenter", options: .backwards) else { return nil }
        let suffix = name[role.upperBound...]
        let stem = name[..<role.upperBound]
        let implementsStem = protocols.contains { adopted in
            adopted != name && adopted.hasPrefix(stem) && !adopted.dropFirst(stem.count).hasPrefix(suffix)
        }
        guard suffix.isEmpty || (suffix.first?.isUppercase == true && implementsStem) else { return nil }
        return String(name[..<role.lowerBound])
    }

    /// The classes whose names end in `suffix`.
    func classes(endingIn suffix: String) -> [DeclaredName] {
        classes.filter { $0.name.hasSuffix(suffix) }
    }

    /// `<M>Presenter` classes that adopt `<M>Routable`: moa's presenter is its module's routable.
    var routablePresenters: Int {
        classes(endingIn: "Presenter").count { $0.inherited.contains($0.name.dropLast("Presenter".count) + "Routable") }
    }

    /// Modules with an `<M>Router` and an `<M>Interactor` class and no presenter class (see
    /// `presenterModules`): SILVER's.
    var presenterlessModules: Int {
        let presented = Set(presenterModules)
        return classes(endingIn: "Router").map { String($0.name.dropLast("Router".count)) }.count { module in
            !module.isEmpty && classNames.contains(module + "Interactor") && !presented.contains(module)
        }
    }
}
