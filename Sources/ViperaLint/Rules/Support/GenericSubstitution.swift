/// What the generic parameters of a class and its superclasses stand for in one class: a base
/// class's `var view: V` (`class BasePresenter<V>`) holds what the subclass passes for `V`
/// (`LoginPresenter: BasePresenter<LoginViewInput>`), through every level of the chain; a
/// parameter nobody passes (the class's own, `class LoginPresenter<V: LoginView>`) holds what
/// satisfies its constraints.
struct GenericSubstitution {
    /// For each generic parameter of the class being read, the type names it stands for.
    private var names: [String: [String]]

    /// The parameters of `info` (the class whose instances are read) as their constraints.
    init(of info: TypeInfo) {
        names = Dictionary((info.declaration?.genericParameters ?? []).map { ($0.name, $0.constraints) }, uniquingKeysWith: { first, _ in first })
    }

    private init(names: [String: [String]]) {
        self.names = names
    }

    /// The substitution for the superclass `superclass` of `info`: each of its parameters is
    /// what `info` passes for it (read through this substitution), or else its constraints.
    func forSuperclass(_ superclass: TypeInfo, of info: TypeInfo) -> GenericSubstitution {
        let arguments = info.declaration?.superclassArguments ?? []
        var next: [String: [String]] = [:]
        for (position, parameter) in (superclass.declaration?.genericParameters ?? []).enumerated() where next[parameter.name] == nil {
            next[parameter.name] = position < arguments.count ? arguments[position].flatMap { names[$0] ?? [$0] } : parameter.constraints
        }
        return GenericSubstitution(names: next)
    }

    /// `property` with each of its type names that is a generic parameter replaced by what the
    /// parameter stands for; `property` itself when it names none.
    func applied(to property: PropertyFact) -> PropertyFact {
        guard !names.isEmpty, property.typeNames.contains(where: { names[$0] != nil }) else { return property }
        var substituted = property
        substituted.typeNames = property.typeNames.flatMap { names[$0] ?? [$0] }
        return substituted
    }
}
