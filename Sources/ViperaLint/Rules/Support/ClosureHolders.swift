/// Where the closures a class writes that capture `self` strongly end up stored: in a property
/// of its own or of an object it holds, declared there or in a superclass, assigned directly
/// (`button.action = { self.submit() }`) or passed to a method that stores its parameter
/// (`router.presentSortOptions { self.sort($0) }` with `self.completion = completion`) or to an
/// initialiser that does (`DetailViewModel(onClose: { self.close() })`), or kept by a
/// subscription in a bag or token property (`.sink { self.reload() }.store(in: &cancellables)`),
/// or run by an endless task a property holds and no method cancels (see `EndlessTask`).
///
/// An object of a type the code does not declare keeps what is assigned to its properties
/// (`collectionView.visibleItemsInvalidationHandler = { self… }`), as does an object a method
/// builds and returns when the class stores the method's result, and a framework superclass
/// keeps the closures its `on…` methods register (see `FrameworkHolders`).
struct ClosureHolders {
    /// A closure and the class and property that keep it.
    struct Stored {
        /// The class whose instance keeps the closure: the class itself when the closure hangs
        /// on an object of a type the code does not declare.
        let holder: String
        /// How the closure is reached from `holder`: `Button.action = { self … }`,
        /// `LoginView.collectionView.handler = { self … }`, `Model.bag = assign(to:on: self)`.
        let label: String
        /// The property (or registering method) the closure is stored by.
        let property: String
        let closure: ClosureFact
    }

    /// Every closure of the class that some class keeps.
    let all: [Stored]

    init(of owner: TypeInfo, _ index: FactIndex) {
        let framework = FrameworkHolders(of: owner, index)
        var all: [Stored] = []
        func store(_ closure: ClosureFact, in holder: String, at path: String, property: String) {
            all.append(Stored(holder: holder, label: "\(path) = \(closure.heldSelf?.shown ?? "{ self … }")", property: property, closure: closure))
        }
        for assignment in owner.facts.flatMap(\.closureAssignments) where assignment.closure.capturesSelfStrongly {
            for holder in Self.candidates(base: assignment.base, in: owner, index) where Self.keeps(assignment, holder, index) {
                store(assignment.closure, in: holder, at: "\(holder).\(assignment.property)", property: assignment.property)
            }
            if assignment.keeping == .value, let base = assignment.base, let path = framework.path(to: base) {
                store(assignment.closure, in: owner.name, at: "\(path).\(assignment.property)", property: assignment.property)
            }
            if Self.isAssociatedBag(assignment, of: owner, index) {
                store(assignment.closure, in: owner.name, at: "\(owner.name).rx.\(assignment.property)", property: assignment.property)
            }
        }
        for argument in owner.facts.flatMap(\.closureArguments) {
            let holders =
                argument.constructed.map { index.types[$0]?.kind.isReference == true ? [$0] : [] } ?? Self.candidates(base: argument.base, in: owner, index)
            for holder in holders {
                let properties = Self.storedParameters(of: holder, index).filter { parameter in
                    parameter.function == argument.function && parameter.receives(label: argument.label)
                        && Self.closureProperty(named: parameter.property, of: holder, index)
                }
                for property in Set(properties.map(\.property)).sorted() {
                    store(argument.closure, in: holder, at: "\(holder).\(property)", property: property)
                }
            }
            if argument.base == nil, argument.constructed == nil, framework.registers(argument.function) {
                all.append(
                    Stored(holder: owner.name, label: "\(owner.name).\(argument.function) { self … }", property: argument.function, closure: argument.closure))
            }
        }
        for (keeper, returned) in framework.returnedClosures() {
            store(returned.closure, in: keeper.holder, at: "\(keeper.path) → \(returned.holder).\(returned.property)", property: returned.property)
        }
        self.all = all
    }

    /// `self` for no base; otherwise the classes the owner's property `base` keeps alive.
    static func candidates(base: String?, in owner: TypeInfo, _ index: FactIndex) -> [String] {
        guard let base else { return [owner.name] }
        let bases = ReferenceGraph.storedProperties(of: owner.name, index).filter { _, property in
            property.name == base && property.keepsAlive
        }
        return Set(bases.flatMap { index.classes(heldBy: $1, declaredIn: $0, holder: owner.name) }).sorted()
    }

    /// Whether `assignment` puts a subscription into a bag the object keeps as an associated
    /// object: `rx.disposeBag` (NSObject+Rx), or a `DisposeBag` property the code declares in an
    /// extension of RxSwift's `Reactive` (`rx.reuseBag`, whose getter makes the bag and sets it
    /// on `base`), unless the owner declares a property `rx` of its own.
    private static func isAssociatedBag(_ assignment: ClosureAssignment, of owner: TypeInfo, _ index: FactIndex) -> Bool {
        guard assignment.keeping == .subscriptionBag, assignment.base == "rx",
            !ReferenceGraph.storedProperties(of: owner.name, index).contains(where: { $0.1.name == "rx" })
        else { return false }
        return assignment.property == "disposeBag"
            || index.types["Reactive"]?.extensions.contains { extensionFact in
                extensionFact.properties.contains { $0.name == assignment.property && !$0.isStatic && $0.typeNames == ["DisposeBag"] }
            } == true
    }

    /// The types of properties that hold a subscription and so what it keeps alive: Combine's and
    /// RxSwift's tokens, a key-value observation, a `Timer` (its block or its target), a
    /// `CADisplayLink` (its target), the observer
    /// `NotificationCenter.addObserver(forName:object:queue:using:)` returns (its block), Realm's
    /// `NotificationToken` (the block `observe` registers).
    static let subscriptionTypes: Set<String> = [
        "AnyCancellable", "Cancellable", "Disposable", "DisposeBag", "NSKeyValueObservation", "Timer", "CADisplayLink", "NSObjectProtocol",
        "NotificationToken",
    ]

    /// Whether `holder` or a superclass declares the stored property that keeps the closure of
    /// `assignment`: one that stores a closure, any one a subscription is put in as into a bag,
    /// one typed to hold a subscription token that keeps it alive (a `weak var timer` leaves the
    /// timer to the run loop: no cycle through the holder) unless, for a timer holding `self` as
    /// its target, the holder invalidates it outside `deinit`.
    private static func keeps(_ assignment: ClosureAssignment, _ holder: String, _ index: FactIndex) -> Bool {
        switch assignment.keeping {
        case .value: closureProperty(named: assignment.property, of: holder, index)
        case .subscriptionBag: ReferenceGraph.storedProperties(of: holder, index).contains { $0.1.name == assignment.property }
        case .subscriptionToken:
            ReferenceGraph.storedProperties(of: holder, index).contains {
                $0.1.name == assignment.property && $0.1.keepsAlive && $0.1.typeNames.contains(where: subscriptionTypes.contains)
            } && !(assignment.closure.heldSelf?.timer != nil && isStopped(assignment.property, of: holder, index))
        case .task:
            ReferenceGraph.storedProperties(of: holder, index).contains { $0.1.name == assignment.property && $0.1.keepsAlive }
                && !isStopped(assignment.property, of: holder, index)
        }
    }

    /// Whether `holder` or a superclass ends what its property `name` holds outside `deinit`
    /// (see `StoppedProperty`): a task or a timer holding `self` then lets go of it.
    private static func isStopped(_ name: String, of holder: String, _ index: FactIndex) -> Bool {
        ReferenceGraph.superclassChain(of: holder, index).contains { $0.facts.contains { $0.cancelledProperties.contains(name) } }
    }

    /// Whether `holder` or a superclass declares a stored property `name` that keeps a closure.
    private static func closureProperty(named name: String, of holder: String, _ index: FactIndex) -> Bool {
        ReferenceGraph.storedProperties(of: holder, index).contains { $0.1.name == name && index.storesClosure($0.1) }
    }

    /// The parameters `holder`'s functions and its superclasses' store.
    private static func storedParameters(of holder: String, _ index: FactIndex) -> [StoredParameter] {
        ReferenceGraph.superclassChain(of: holder, index).flatMap { $0.facts.flatMap(\.storedParameters) }
    }
}
