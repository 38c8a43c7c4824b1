/// References the code never sets, for the ownership rules: what no code puts in holds nothing.
extension FactIndex {
    /// Whether no code sets `property` (declared in `declarer`) on instances of `holder`, though
    /// the code shows how it sets properties of that name: only on instances of other classes.
    /// A template's `var presenter` in every router and interactor, while each module's builder
    /// sets only its view's (`view.presenter = presenter`), holds nothing and closes no cycle.
    /// When the code sets no property of that name at all, nothing shows how it is set (maybe
    /// where the code is not checked): it is not taken as never set. A `let`, an attribute (an
    /// outlet, an injected wrapper), a decoder's synthesized initialiser or a superclass or
    /// subclass of `holder` setting it count as set.
    func isNeverSet(_ property: PropertyFact, declaredIn declarer: TypeInfo, holder: String) -> Bool {
        let inherited = ancestors(of: holder)
        guard declarer.kind.isReference, !property.isConstant, property.attributes.isEmpty,
            inherited.isDisjoint(with: Self.setBySynthesizedCode), let setOn = fills.onlyHolders(of: property.name)
        else { return false }
        let related = [holder] + inherited + referenceTypes(reaching: holder)
        return !related.contains { setOn.contains(types[$0]?.simpleName ?? DeclaredType.simpleName($0)) }
    }

    /// The protocols whose adopters get initialisers the code does not show, which set every
    /// stored property.
    private static let setBySynthesizedCode: Set<String> = ["Codable", "Decodable"]
}
