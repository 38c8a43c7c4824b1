/// A type a file declares, as detection reads it: kind, name and the names it inherits.
struct DeclaredName: Hashable, Codable {
    let kind: String
    let name: String
    let inherited: [String]

    /// The types `facts` declares (nested ones too), then its type aliases of protocol
    /// compositions, which count as protocols, then its extensions that add conformances (kind
    /// `extension`: a class may conform in one, as naming learns).
    static func declared(in facts: FileFacts) -> [DeclaredName] {
        facts.types.filter { $0.kind != .extension }.map { DeclaredName(kind: $0.kind.rawValue, name: $0.name, inherited: $0.inherited) }
            + facts.compositionTypeAliases.map { DeclaredName(kind: TypeKind.protocol.rawValue, name: $0, inherited: []) }
            + facts.types.filter { $0.kind == .extension && !$0.inherited.isEmpty }.map {
                DeclaredName(kind: $0.kind.rawValue, name: $0.name, inherited: $0.inherited)
            }
    }
}
