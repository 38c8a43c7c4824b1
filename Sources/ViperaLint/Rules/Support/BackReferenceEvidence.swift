import ViperaCore

/// Why a strong reference points back: the object it holds created the holder, or handed
/// itself to it (`SceneCoordinator creates ChildCoordinator (SceneCoordinator.swift:12)`). The
/// holder is the created or handed-in object; its reference to its creator or holder is the one
/// to make weak.
struct BackReferenceEvidence {
    /// What the code does, where: `SceneCoordinator creates ChildCoordinator (SceneCoordinator.swift:12)`.
    let description: String

    /// The evidence that `edge` (its holder holding its target) points back at who created or
    /// holds the holder: the target, or a superclass of it, assigns itself to the holder's
    /// property or constructs the holder.
    init?(_ edge: ReferenceGraph.Edge, _ index: FactIndex) {
        guard !edge.isClosure else { return nil }
        let creators = ReferenceGraph.superclassChain(of: edge.to, index)
        if let (file, range) = creators.lazy.compactMap({ $0.selfAssignment(to: edge.property) }).first {
            description = "\(edge.to) assigns itself to \(edge.from).\(edge.property) (\(Self.place(file, range)))"
        } else if let (file, range) = creators.lazy.compactMap({ $0.construction(of: edge.from) }).first {
            description = "\(edge.to) creates \(edge.from) (\(Self.place(file, range)))"
        } else {
            return nil
        }
    }

    /// Whether `edge`'s holder (or a superclass of it) constructs its target: the holder owns
    /// what it creates, so the reference points forward.
    static func pointsForward(_ edge: ReferenceGraph.Edge, _ index: FactIndex) -> Bool {
        !edge.isClosure && ReferenceGraph.superclassChain(of: edge.from, index).contains { $0.construction(of: edge.to) != nil }
    }

    /// `File.swift:12`.
    private static func place(_ file: String, _ range: SourceRange) -> String {
        "\(file.split(separator: "/").last.map(String.init) ?? file):\(range.start.line)"
    }
}
