/// How a stored property holds what it refers to.
public enum Ownership: String, Sendable, Codable {
    case strong
    case weak
    case unowned
    case unownedUnsafe = "unowned(unsafe)"

    /// Whether the reference keeps its target alive.
    public var owns: Bool { self == .strong }
}

/// A property declared in a type's body.
public struct PropertyFact: Sendable, Equatable, Codable {
    public let name: String
    public let ownership: Ownership
    /// The type names the declared type refers to, seen through `Optional`, `!`, `any`, `some`,
    /// parentheses, `&` compositions and common generic boxes (arrays, dictionaries, sets…).
    /// Inferred from the initial value when there is no annotation (see `InitialValueType`:
    /// `= UILabel()`, `= Login.ViewController()`, `= … as! LoginViewController`).
    public internal(set) var typeNames: [String]
    /// The class the initialiser constructs when that is exactly what the property holds: a
    /// `let` initialised with `Foo()` (or `try Foo()`, `Outer.Foo()`), or a property without
    /// annotation (`var overlay = UIView()` holds a `UIView`, never a subclass).
    public internal(set) var exactType: String?
    /// Whether the declared type is (an optional of) a function type, i.e. a stored closure.
    public let isFunction: Bool
    /// What a closure stored under the declared type returns (`nil` without an annotation).
    public var closureResult: ClosureResult? = nil
    /// Whether it stores a value (no getter), including properties with observers; an `override`
    /// with observers stores nothing (the storage is the superclass's).
    public let isStored: Bool
    public let isStatic: Bool
    public let isLazy: Bool
    /// Whether it is a protocol requirement, which stores nothing.
    public let isRequirement: Bool
    /// Attribute names without `@` or module, e.g. `IBOutlet`, `StateObject`.
    public let attributes: [String]
    /// The closure its initialiser stores, when it stores one (not one called at once).
    public var storedClosure: ClosureFact? { boxedClosure?.value }
    /// `storedClosure`, out of line: most properties store none.
    private let boxedClosure: Boxed<ClosureFact>?
    public let range: SourceRange
    /// Whether it is declared with `let`: set once, while its instance is initialised.
    public var isConstant = false
    /// Whether it holds a collection (an array, dictionary or set, or an optional of one; see
    /// `DeclaredType.isCollection`): its elements are held strongly, and it cannot be made weak.
    public var isCollection = false

    /// The fact of a property with these fields (`storedClosure` boxed).
    init(
        name: String, ownership: Ownership, typeNames: [String], exactType: String?, isFunction: Bool, closureResult: ClosureResult? = nil,
        isStored: Bool, isStatic: Bool, isLazy: Bool, isRequirement: Bool, attributes: [String], storedClosure: ClosureFact?,
        range: SourceRange, isConstant: Bool = false, isCollection: Bool = false
    ) {
        (self.name, self.ownership, self.typeNames, self.exactType, self.isFunction) = (name, ownership, typeNames, exactType, isFunction)
        (self.closureResult, self.isStored, self.isStatic, self.isLazy) = (closureResult, isStored, isStatic, isLazy)
        (self.isRequirement, self.attributes, self.range, self.isConstant) = (isRequirement, attributes, range, isConstant)
        self.isCollection = isCollection
        boxedClosure = storedClosure.map { Boxed($0) }
    }

    /// Whether the reference keeps its target alive: a strong one, or an outlet, whose view the
    /// view hierarchy owns even when the outlet is weak. A persistent store's relationship
    /// (`@NSManaged`, SwiftData's `@Relationship`) is a fault the context resolves, not an owner.
    public var keepsAlive: Bool {
        (ownership.owns || attributes.contains("IBOutlet")) && !attributes.contains { Self.storeRelationships.contains($0) }
    }

    /// Attributes of relationships a persistent store manages.
    static let storeRelationships: Set<String> = ["NSManaged", "Relationship"]

    /// Whether the property is an instance's stored reference that can own something.
    public var isInstanceStorage: Bool { isStored && !isStatic && !isRequirement }

    /// Whether a SwiftUI view's environment provides what the property holds (`@Environment`,
    /// `@EnvironmentObject`): the views that put it in the environment hold it, not the value
    /// that declares the property. `@State` and `@StateObject` own what they hold, and
    /// `@ObservedObject` and `@Bindable` hold it strongly, like a plain stored property.
    public var isEnvironmentProvided: Bool { attributes.contains { Self.environmentWrappers.contains($0) } }

    /// The property wrappers whose value the environment provides.
    static let environmentWrappers: Set<String> = ["Environment", "EnvironmentObject"]
}

/// What a closure captures of `self`.
public struct ClosureFact: Sendable, Equatable, Codable {
    /// Whether it keeps `self` alive: mentions `self` without a `weak`/`unowned` capture.
    public let capturesSelfStrongly: Bool
    public let file: String
    public let range: SourceRange
    /// How a subscription holds `self` where no closure literal does (`assign(to:on: self)`,
    /// a method passed by name); `nil` for a closure.
    public var heldSelf: HeldSelf? = nil
    /// Whether it is the body of an endless task (see `EndlessTask`), which keeps `self` as
    /// long as it runs, even capturing it weakly: only cancelling the task lets go.
    public var isTaskBody = false
}

/// How a property keeps a closure assigned to it.
public enum ClosureKeeping: String, Sendable, Equatable, Codable {
    /// The closure itself is the value (`button.action = { … }`): the property stores a closure.
    case value
    /// A subscription keeps it, put into a bag (`.store(in: &cancellables)`,
    /// `.disposed(by: disposeBag)`).
    case subscriptionBag
    /// A subscription keeps it, assigned to the property (`token = publisher.sink { … }`): the
    /// property must hold a subscription (see `ClosureHolders.subscriptionTypes`).
    case subscriptionToken
    /// A task runs it until cancelled, the property holding the task
    /// (`updates = Task { for await … in … { … } }`, see `EndlessTask`).
    case task
}

/// `target.property = { … }` inside a type's function or initialiser body, or a subscription
/// passing the closure kept in `target.property`.
public struct ClosureAssignment: Sendable, Equatable, Codable {
    /// The object the property belongs to: `nil` for `self`, otherwise the name of one of the
    /// type's own properties (`button.onTap = …` gives `button`).
    public let base: String?
    /// The property the closure is stored in.
    public let property: String
    public let closure: ClosureFact
    /// How the property keeps the closure.
    public var keeping: ClosureKeeping = .value
}
