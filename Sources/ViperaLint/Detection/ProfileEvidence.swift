import ViperaCore

/// The architecture profile a codebase's class names point at: presenters and interactors
/// (viper), value-type view models (the layered mvvm) or business controllers (bc), or none of
/// them: an app of class or `@Observable` view models, or of no role at all, is checked for what
/// holds in any app (cycles, strong delegates, file names) and not for roles it does not have.
public struct ProfileEvidence: Sendable {
    public let name: ProfileName
    /// Why, e.g. `42 presenters, 1 view model, 0 business controllers`.
    public let evidence: String
    /// Whether no architecture's roles fit, so only `architectureFreeRules` stay on.
    public let fitsNoArchitecture: Bool

    private static let markers: [(ProfileName, kind: TypeKind, suffix: String, label: String)] = [
        (.viper, .class, "Presenter", "presenter"), (.mvvm, .struct, "ViewModel", "struct view model"),
        (.bc, .class, "BusinessController", "business controller"),
    ]

    /// The rules that hold in any app, whatever its architecture: cycles, strong delegates,
    /// file names, and the checker's own hygiene.
    public static var architectureFreeRules: [String] {
        RuleRegistry.descriptions.filter { [.cycle, .hygiene].contains($0.category) || ["strong-delegate", "file-name"].contains($0.id) }.map(\.id.rawValue)
    }

    init(_ declarations: [DeclaredName]) {
        let counts = Self.markers.map { marker in declarations.count { $0.kind == marker.kind.rawValue && $0.name.hasSuffix(marker.suffix) } }
        let classViewModels = declarations.count { $0.kind == TypeKind.class.rawValue && $0.name.hasSuffix("ViewModel") }
        let best = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) } ?? 0
        fitsNoArchitecture = counts[best] == 0 || classViewModels > counts[best]
        name = fitsNoArchitecture ? .viper : Self.markers[best].0
        evidence = (zip(Self.markers, counts).map { counted($1, $0.label) } + [counted(classViewModels, "class view model")]).joined(separator: ", ")
    }
}
