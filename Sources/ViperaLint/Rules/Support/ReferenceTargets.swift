/// Which classes a stored reference may point at, for the cycle search: what the code can put
/// in it, not every class its declared type admits.
extension FactIndex {
    /// The classes and actors `property` (declared in `declarer`, an instance of `holder`) may
    /// point at:
    /// - a property that constructs its value (`let overlay = UIView()`) holds exactly that class;
    /// - a type the holder itself is or conforms to stands for peers of a tree or a decorator
    ///   chain (`childCoordinators: [Coordinator]` in a coordinator), never for a way back;
    /// - a class declared outside the checked files (`UIViewController`, `NSObject`) stands only
    ///   for the subclasses `declarer` names (what it can assign), not for every subclass;
    /// - a protocol or a class of the codebase stands for its conforming classes or subclasses;
    /// - of those, a property the code fills on `holder`'s instances only with values of known
    ///   classes (`children.append(ChildCoordinator())`, `pages = [postsController,
    ///   newsController]` of declared classes) holds only those classes and their subclasses;
    /// - a property the code never sets on `holder`'s instances holds nothing (see `isNeverSet`).
    func classes(heldBy property: PropertyFact, declaredIn declarer: TypeInfo, holder: String) -> [String] {
        if isNeverSet(property, declaredIn: declarer, holder: holder) { return [] }
        if let exact = property.exactType {
            return types[exact]?.kind.isReference == true ? [exact] : []
        }
        var result: Set<String> = []
        for name in property.typeNames where name != holder && !inherits(holder, from: name) {
            let reaching = referenceTypes(reaching: name)
            if types[name]?.isDeclared != true {
                result.formUnion(reaching.filter { declarer.mentions($0) })
            } else {
                result.formUnion(reaching)
            }
        }
        if let constructed = onlyConstructed(into: property.name, holder: holder) {
            result = result.filter { name in constructed.contains(name) || constructed.contains { inherits(name, from: $0) } }
        }
        return result.sorted()
    }
}
