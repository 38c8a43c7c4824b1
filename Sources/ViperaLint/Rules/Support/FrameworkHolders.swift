/// What keeps a class's closures where the code does not declare the keeper: an object of a
/// framework type the class holds (`collectionView.visibleItemsInvalidationHandler = { self… }`),
/// an object one of its methods builds and returns into one of its properties
/// (`collectionView.collectionViewLayout = createLayout()`, see `ReturnedClosure`), or a
/// framework superclass that keeps the handlers its `on…` methods register
/// (`onChange { row in self.update(row) }`). Assigning a closure to an object's property stores
/// it there; an object the class holds strongly keeps it as long as the class lives.
struct FrameworkHolders {
    /// A class that keeps a closure and how it is reached from it (`LoginView.collectionView`).
    typealias Keeper = (holder: String, path: String)

    private let owner: TypeInfo
    private let index: FactIndex
    /// The owner and its superclasses declared in the checked files, nearest first.
    private let chain: [TypeInfo]

    init(of owner: TypeInfo, _ index: FactIndex) {
        self.owner = owner
        self.index = index
        chain = ReferenceGraph.superclassChain(of: owner.name, index)
    }

    /// `Owner.base` when the owner keeps alive, in its stored property `base`, an object of a
    /// type the code does not declare, or a value of one it declares as a struct or an enum
    /// (the owner holds what the value holds).
    func path(to base: String) -> String? {
        guard let (declarer, property) = ReferenceGraph.storedProperties(of: owner.name, index).first(where: { $0.1.name == base }),
            property.keepsAlive, !index.storesClosure(property), !declarer.isReleasedAfterUse(property),
            !property.typeNames.isEmpty, property.typeNames.allSatisfy(isUndeclaredOrValue)
        else { return nil }
        return "\(owner.name).\(base)"
    }

    /// Whether `function`, called on `self` with a closure, registers it with a superclass the
    /// code does not declare: an `on…` method (`onChange`, `onCellSelection`) that no class of
    /// the chain declares (`private func onMain(_ block:)` runs or dispatches its closure).
    func registers(_ function: String) -> Bool {
        guard function.count > 2, function.hasPrefix("on"), function.dropFirst(2).first?.isUppercase == true,
            let superclass = chain.last?.inherited.first, index.types[superclass]?.isDeclared != true
        else { return false }
        return !chain.contains { $0.facts.contains { $0.methods.contains(function) } }
    }

    /// The closures the owner's methods store in the objects they return, each with a keeper of
    /// the result the owner stores.
    func returnedClosures() -> [(keeper: Keeper, closure: ReturnedClosure)] {
        let returned = chain.flatMap { $0.facts.flatMap(\.returnedClosures) }
        guard !returned.isEmpty else { return [] }
        return owner.facts.flatMap(\.storedResults).flatMap { result in
            keepers(of: result).flatMap { keeper in returned.filter { $0.function == result.function }.map { (keeper, $0) } }
        }
    }

    /// Who keeps what `result` stores: the owner for its own property (unless it declares it
    /// weak), the classes its property `base` holds that keep the property, or the owner
    /// through a framework object it holds.
    private func keepers(of result: StoredResult) -> [Keeper] {
        guard let base = result.base else {
            let declared = ReferenceGraph.storedProperties(of: owner.name, index).filter { $0.1.name == result.property }
            return declared.isEmpty || declared.contains { $0.1.keepsAlive } ? [(owner.name, "\(owner.name).\(result.property)")] : []
        }
        var keepers: [Keeper] = ClosureHolders.candidates(base: base, in: owner, index).filter { holder in
            ReferenceGraph.storedProperties(of: holder, index).contains { $0.1.name == result.property && $0.1.keepsAlive }
        }.map { ($0, "\($0).\(result.property)") }
        if let path = path(to: base) { keepers.append((owner.name, "\(path).\(result.property)")) }
        return keepers
    }

    /// Whether the code declares no class, actor or protocol named `name`.
    private func isUndeclaredOrValue(_ name: String) -> Bool {
        guard let info = index.types[name], info.isDeclared else { return true }
        return info.kind == .struct || info.kind == .enum
    }
}
