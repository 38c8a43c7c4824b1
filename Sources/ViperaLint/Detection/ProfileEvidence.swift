import ViperaCore

/// The architecture profile a codebase's class names point at: presenters and interactors
/// (viper), view models (mvvm) or business controllers (bc).
public struct ProfileEvidence: Sendable {
    public let name: ProfileName
    /// Why, e.g. `42 presenters, 1 view model, 0 business controllers`.
    public let evidence: String

    private static let markers: [(ProfileName, suffix: String, label: String)] = [
        (.viper, "Presenter", "presenter"), (.mvvm, "ViewModel", "view model"), (.bc, "BusinessController", "business controller"),
    ]

    init(_ declarations: [DeclaredName]) {
        let counts = Self.markers.map { marker in declarations.count { $0.kind == "class" && $0.name.hasSuffix(marker.suffix) } }
        let best = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) } ?? 0
        name = Self.markers[best].0
        evidence = zip(Self.markers, counts).map { counted($1, $0.label) }.joined(separator: ", ")
    }
}
