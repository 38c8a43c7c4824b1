/// What kind of declaration introduced a type fact.
public enum TypeKind: String, Sendable, Codable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`

    /// Whether instances are shared references that can be owned (classes and actors).
    public var isReference: Bool { self == .class || self == .actor }
}

/// One type declaration or extension, as the visitor saw it.
public struct TypeFact: Sendable, Equatable, Codable {
    /// The simple name (for an extension, the extended type's last name component).
    public let name: String
    public let kind: TypeKind
    /// Whether the declaration is nested inside another type.
    public let isNested: Bool
    /// The names of the types it is declared in, outermost first (`["Polls"]` for `extension
    /// Polls { class Interactor }`); for an extension, also the qualifier of the extended type
    /// (`["Polls"]` for `extension Polls.Interactor`).
    public var scope: [String] = []
    /// The file the declaration is in.
    public let file: String
    /// The declaration's name token.
    public let range: SourceRange
    /// Attribute names of the declaration without `@` or module, e.g. `Model`, `MainActor`, `objc`
    /// (not collected for extensions).
    public var attributes: [String] = []
    /// Names in the inheritance clause (superclass first for classes, then protocols).
    public var inherited: [String] = []
    /// Whether its body declares nothing (`enum StatusEditor {}`, a namespace the app's other
    /// files extend).
    public var isEmpty = false
    /// The qualifier each name of `inherited` written with one has (`["Polls"]` for `Display`
    /// in `final class PollsScreen: Polls.Display`); names written alone are not in it.
    public var inheritedQualifiers: [String: [String]] = [:]
    /// The generic parameters of a class (see `GenericParameter`).
    public var genericParameters: [GenericParameter] = []
    /// The type names of each generic argument a class passes its superclass, the first name of
    /// `inherited` (see `GenericParameter.arguments(of:)`).
    public var superclassArguments: [[String]] = []
    /// Properties declared in the body.
    public var properties: [PropertyFact] = []
    /// Closures assigned to properties inside the body's functions and initialisers.
    public var closureAssignments: [ClosureAssignment] = []
    /// Parameters its functions store in its properties.
    public var storedParameters: [StoredParameter] = []
    /// Closures capturing `self` strongly that its functions pass to methods.
    public var closureArguments: [ClosureArgument] = []
    /// The names of the methods the body declares.
    public var methods: [String] = []
    /// Closures capturing `self` strongly that its functions store in objects they return.
    public var returnedClosures: [ReturnedClosure] = []
    /// Blocks capturing `self` strongly that its functions register with `NotificationCenter`,
    /// throwing away the observer that would remove them (see `DiscardedObserver`).
    public var discardedObservers: [ClosureFact] = []
    /// Properties whose value its code cancels or invalidates (`task?.cancel()`,
    /// `timer.invalidate()`) outside `deinit`, which does not run while a task or a timer keeps
    /// the instance (see `StoppedProperty`).
    public var cancelledProperties: [String] = []
    /// Results of its own methods that its functions store in properties.
    public var storedResults: [StoredResult] = []
    /// Classes its instances construct (`ChildCoordinator(parent: self)`), each at its first
    /// construction: what they create and own.
    public var constructs = FirstPlaces()
    /// Classes its instances hand to UIKit's ownership through a view or controller they own (see
    /// `HierarchyInsertion`), each at its first such call: cells they dequeue…
    public var dequeues = FirstPlaces()
    /// …views they add as subviews or controllers they add as children…
    public var adds = FirstPlaces()
    /// …views they make their root view…
    public var rootViews = FirstPlaces()
    /// …and controllers a container controller they hold in a strong stored property shows.
    public var keeps = FirstPlaces()
    /// Properties of other objects its instances assign themselves to (`child.parent = self`),
    /// each at its first such assignment.
    public var assignsSelf = FirstPlaces()
    /// Functions and methods its instances hand themselves to as an argument
    /// (`option.attach(to: self)`, see `HandedSelf`), each at its first such call.
    public var handsSelf = FirstPlaces()
    /// References its functions set between objects they hold in local values (see `Wiring`).
    public var wirings: [Wiring] = []
    /// Properties its code sets to `nil` in a `defer` block: held only until first used, as
    /// Infinum's wireframes keep their view controller until it is shown.
    public var releasedInDefer: [String] = []
    /// Capitalised names mentioned in the body (types, or static members' bases), each at its
    /// first mention.
    public var mentionedNames = FirstPlaces()
    /// Names in the inheritance clause that the body mentions too, each at its first mention
    /// there (`mentionedNames` holds their mention in the clause).
    public var bodyMentionsOfInherited = FirstPlaces()

    public init(name: String, kind: TypeKind, isNested: Bool, file: String, range: SourceRange) {
        self.name = name
        self.kind = kind
        self.isNested = isNested
        self.file = file
        self.range = range
    }
}

/// An `import` of a module.
public struct ImportFact: Sendable, Equatable, Codable {
    /// The imported module (the first path component: `UIKit` for `import UIKit.UIView`).
    public let module: String
    public let range: SourceRange
}

/// Everything one pass over one file collected; the syntax tree is gone by then.
public struct FileFacts: Sendable, Equatable, Codable {
    /// The path as findings report it.
    public let path: String
    public var imports: [ImportFact] = []
    /// Type declarations and extensions, in source order (nested ones after their parent).
    public var types: [TypeFact] = []
    /// Type aliases, in source order (nested ones included).
    public var typeAliases: [TypeAliasFact] = []
    /// The names of members reached through another value than `self`, `super` or a type
    /// (`presenter` in `router.presenter?.show()`, `view` in `self?.view`; see `MemberAccessBase`),
    /// each once: where a property may be used outside its own type.
    public var memberAccesses: [String] = []
    /// What the file puts into properties (see `FilledProperties`), each fill once.
    public var filledProperties: [PropertyFill] = []
    /// The functions and variables declared at the file's top level or as members of its
    /// top-level extensions (`itemReducer`, `toolbarAccessory` in `extension View`): what a file
    /// may be named after besides its types.
    public var functionNames: [String] = []
    /// The functions it declares that make an object from their arguments (see `Factory`).
    public var factories: [Factory] = []
    /// `vipera:` suppression comments.
    public var suppressions: [SuppressionComment] = []
    /// Whether the file's opening comment says a tool writes it and it must not be edited (see
    /// `GeneratedHeader`): its types take part in the checks, but only cycles are reported in it.
    public var isGenerated = false
    /// Why the file could not be checked, when it could not.
    public var problem: FileProblem?

    public init(path: String) {
        self.path = path
    }

    /// Type aliases of function types (`typealias VoidCallBack = () -> Void`): a property of such
    /// a type stores a closure.
    public var functionTypeAliases: [String] { typeAliases.filter { $0.kind == .function }.map(\.name) }

    /// Type aliases of protocol compositions (`typealias LoginPresentation = LoginViewEvents &
    /// LoginLifecycle`): convention detection counts them as protocols.
    public var compositionTypeAliases: [String] { typeAliases.filter { $0.kind == .composition }.map(\.name) }

    /// The indices in `types` of the types it declares at its top level (not extensions or
    /// nested types), in order: read in place, without copying a fact.
    var topLevelDeclarationIndices: [Int] {
        types.indices.filter { types[$0].kind != .extension && !types[$0].isNested }
    }

    /// The facts of a file that could not be checked.
    init(path: String, problem: FileProblem) {
        self.path = path
        self.problem = problem
    }
}

/// Why a file could not be (fully) checked.
public struct FileProblem: Error, Sendable, Equatable, Codable {
    /// What kept the file from being checked.
    public enum Kind: String, Sendable, Codable {
        /// It cannot be read, or is not UTF-8.
        case unreadable
        /// It does not parse: the parser's recovered tree is all there is of it.
        case unparsed
        /// It nests deeper than the parser goes.
        case tooDeep
        /// It took longer than `lint.file_timeout` to parse: nothing may read it again.
        case timedOut
    }

    public let kind: Kind
    public let message: String
    public let range: SourceRange
}

/// Something a file puts into a property of some type: what a strong reference may hold.
public struct PropertyFill: Sendable, Hashable, Codable {
    /// The property's name.
    public let property: String
    /// The class the value is known to be an instance of, or of a subclass: what it constructs
    /// (`children.append(ChildCoordinator())`), or what the local, parameter or property it
    /// names is constructed, cast or declared as (see `FactCollector.knownClass`); `nil` when
    /// the value may be any instance the property's type admits (a call, an untyped variable).
    public internal(set) var constructed: String?
    /// The simple name of the class whose instance gets the value: the enclosing type for
    /// `self.name = …`, `name = …` and a property's initial value, the class a function
    /// constructed into a local (`view.presenter = presenter` after `let view = LoginView()`);
    /// `nil` when it may be any object's (a parameter, a property, a call's result).
    public internal(set) var holder: String? = nil
    /// Whether the fill declares a variable named like a property (`let presenter =
    /// LoginPresenter()` in a function), which sets no object's property.
    public internal(set) var declaresVariable = false
}
