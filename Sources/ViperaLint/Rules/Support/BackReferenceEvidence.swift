import ViperaCore

/// Why a strong reference points back: the object it holds keeps the holder in its view
/// hierarchy or among its children (see `ViewHierarchy`), created the holder, or handed itself
/// to it (`SceneCoordinator creates ChildCoordinator (SceneCoordinator.swift:12)`). The
/// holder is the created or handed-in object; its reference to its creator or holder is the one
/// to make weak.
struct BackReferenceEvidence {
    /// What the code does, where: `SceneCoordinator creates ChildCoordinator (SceneCoordinator.swift:12)`.
    let description: String

    /// The evidence that `edge` (its holder holding its target) points back at who created or
    /// holds the holder: the target, or a superclass of it, assigns itself to the holder's
    /// property, constructs the holder or the property's declaring class (or a subclass of
    /// it), or hands itself to a method or factory that stores it there (see `handing`); or a
    /// function wiring the two hands the holder to the object it points back at (`let presenter = MoviePresenter(view: cell)`,
    /// `cell.presenter = presenter`, `return cell`).
    init?(_ edge: ReferenceGraph.Edge, _ index: FactIndex) {
        guard !edge.isClosure else { return nil }
        let creators = ReferenceGraph.superclassChain(of: edge.to, index)
        if let insertion = ViewHierarchy.insertion(of: edge.from, by: edge.to, index) {
            description =
                "\(edge.to) \(insertion.kind.phrase(insertion.type)) (\(Self.place(insertion.file, insertion.range))), which UIKit keeps as long as \(edge.to) lives"
        } else if let (file, range) = creators.lazy.compactMap({ $0.selfAssignment(to: edge.property) }).first {
            description = "\(edge.to) assigns itself to \(edge.from).\(edge.property) (\(Self.place(file, range)))"
        } else if let (constructed, holder, file, range) = Self.creation(of: edge, by: creators, index) {
            let kind = constructed == holder ? "" : ", a \(holder)"
            description = "\(edge.to) creates \(constructed)\(kind) (\(Self.place(file, range)))"
        } else if let (callee, file, range) = Self.handing(of: edge, by: creators, index) {
            description = "\(edge.to) hands itself to \(callee) (\(Self.place(file, range)))"
        } else if let (wirer, file, range) = index.wiring(of: edge.from, property: edge.property, pointingBack: true) {
            description = "\(wirer) hands \(edge.from) to what \(edge.from).\(edge.property) holds (\(Self.place(file, range)))"
        } else {
            return nil
        }
    }

    /// Whether `edge`'s holder (or a superclass of it) constructs its target (or a subclass of
    /// it), or a function
    /// hands the target to the holder as it wires them (see `Wiring`): the holder owns it, so
    /// the reference points forward.
    static func pointsForward(_ edge: ReferenceGraph.Edge, _ index: FactIndex) -> Bool {
        guard !edge.isClosure else { return false }
        return construction(of: edge.to, by: ReferenceGraph.superclassChain(of: edge.from, index), index) != nil
            || index.wiring(of: edge.from, property: edge.property, pointingBack: false) != nil
    }

    /// Where one of `creators` first constructs the edge's holder (or a subclass of it), else an
    /// object of the class declaring the edge's property (or a subclass of it): the property is
    /// that class's, whichever subclass holds it (an app creating its launch flow, a
    /// `BaseFlowController`, is held back by every flow through the superclass's property).
    private static func creation(of edge: ReferenceGraph.Edge, by creators: [TypeInfo], _ index: FactIndex) -> (
        constructed: String, holder: String, file: String, range: SourceRange
    )? {
        for holder in edge.declarer == edge.from ? [edge.from] : [edge.from, edge.declarer] {
            if let (constructed, file, range) = construction(of: holder, by: creators, index) { return (constructed, holder, file, range) }
        }
        return nil
    }

    /// Where one of `creators` hands itself as an argument to what stores it in the edge's
    /// property: a method of the holder (or a superclass) storing that argument there
    /// (`option.attach(to: self)`), or a factory making the holder or the property's declaring
    /// class, whose initialiser stores an argument there (`entity.toOption(with: self)`); with
    /// what it is handed to, as messages name it.
    private static func handing(of edge: ReferenceGraph.Edge, by creators: [TypeInfo], _ index: FactIndex) -> (
        callee: String, file: String, range: SourceRange
    )? {
        let storing = ReferenceGraph.superclassChain(of: edge.from, index).flatMap { $0.facts.flatMap(\.storedParameters) }
            .filter { $0.property == edge.property }
        for method in storing.map(\.function) where method != "init" {
            if let (file, range) = creators.lazy.compactMap({ $0.handing(to: method) }).first {
                return ("\(edge.from).\(method), which stores it in \(edge.property)", file, range)
            }
        }
        guard storing.contains(where: { $0.function == "init" }) else { return nil }
        let made = Set([edge.from, edge.declarer].compactMap { index.types[$0]?.simpleName })
        for creator in creators {
            for fact in creator.facts {
                for (callee, range) in fact.handsSelf where !index.typesMade(by: callee).isDisjoint(with: made) {
                    return ("\(callee), which makes a \(edge.from)", fact.file, range)
                }
            }
        }
        return nil
    }

    /// Where one of `creators` first constructs a `name`, or else a subclass of it (a flow
    /// controller holding its app through its superclass's property), with the class constructed.
    private static func construction(of name: String, by creators: [TypeInfo], _ index: FactIndex) -> (
        constructed: String, file: String, range: SourceRange
    )? {
        let kinds = [name] + index.referenceTypes(reaching: name).filter { $0 != name }
        for kind in kinds {
            if let (file, range) = creators.lazy.compactMap({ $0.construction(of: kind) }).first { return (kind, file, range) }
        }
        return nil
    }

    /// `File.swift:12`.
    private static func place(_ file: String, _ range: SourceRange) -> String {
        "\(file.split(separator: "/").last.map(String.init) ?? file):\(range.start.line)"
    }
}
