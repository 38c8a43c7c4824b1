/// A type a file declares, as detection reads it: kind, name and the names it inherits.
struct DeclaredName: Hashable, Codable {
    let kind: String
    let name: String
    let inherited: [String]

    /// The types `facts` declares (nested ones too, not a SwiftUI representable's `Coordinator`,
    /// its delegate rather than a router), then its type aliases of protocol compositions, which
    /// count as protocols, then its extensions that add conformances (kind `extension`: a class
    /// may conform in one, as naming learns).
    static func declared(in facts: FileFacts) -> [DeclaredName] {
        let representable = facts.types.contains { $0.inherited.contains(where: isRepresentable) }
        return facts.types.filter { $0.kind != .extension && !(representable && $0.isNested && $0.name == "Coordinator") }
            .map { DeclaredName(kind: $0.kind.rawValue, name: $0.name, inherited: $0.inherited) }
            + facts.compositionTypeAliases.map { DeclaredName(kind: TypeKind.protocol.rawValue, name: $0, inherited: []) }
            + facts.types.filter { $0.kind == .extension && !$0.inherited.isEmpty }.map {
                DeclaredName(kind: $0.kind.rawValue, name: $0.name, inherited: $0.inherited)
            }
    }

    /// Whether `name` is one of SwiftUI's representable protocols (`UIViewRepresentable`,
    /// `NSViewControllerRepresentable`…), whose conformers nest a `Coordinator`.
    private static func isRepresentable(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("SwiftUI.")) && name.hasSuffix("Representable")
    }
}
