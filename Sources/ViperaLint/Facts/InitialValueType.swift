import SwiftSyntax

/// The type a stored property written without an annotation holds, read from its initial value
/// as Swift infers it: a construction (`LoginPresenter()`, see `Construction`), also of a nested
/// or module-qualified type (`Login.ViewController()`, `MyApp.Router()`) and behind `try`,
/// `await` or `!`; a cast (`storyboard.instantiateViewController(…) as! LoginViewController`);
/// a closure called in place that returns one of these (`{ let view = LoginView(); …; return
/// view }()`). Anything else (`Router.shared`, a method's result) tells nothing.
struct InitialValueType: Equatable {
    /// The type's name, qualified as written.
    let name: String
    /// Whether the value is exactly of that class (constructed), not of a subclass or a
    /// conforming type (a cast).
    let isExact: Bool

    /// How many closures called in place are followed into one another.
    private static let maximumDepth = 4

    init?(_ value: ExprSyntax) {
        self.init(value, depth: 0)
    }

    private init?(_ value: ExprSyntax, depth: Int) {
        guard depth <= Self.maximumDepth else { return nil }
        if let unwrapped = Self.operand(of: value) {
            self.init(unwrapped, depth: depth)
        } else if let constructed = Construction.type(of: value) ?? Self.qualifiedConstruction(value) {
            self.init(name: constructed, isExact: true)
        } else if let cast = Self.castType(value) {
            self.init(name: cast, isExact: false)
        } else if let returned = Self.returnedByClosureCalledInPlace(value) {
            self.init(returned, depth: depth + 1)
        } else {
            return nil
        }
    }

    private init(name: String, isExact: Bool) {
        self.name = SharedNames.shared(name)
        self.isExact = isExact
    }

    /// What `try`, `await`, `!` or parentheses wrap.
    private static func operand(of value: ExprSyntax) -> ExprSyntax? {
        if let attempt = value.as(TryExprSyntax.self) { return attempt.expression }
        if let awaited = value.as(AwaitExprSyntax.self) { return awaited.expression }
        if let forced = value.as(ForceUnwrapExprSyntax.self) { return forced.expression }
        if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return only.expression
        }
        return nil
    }

    /// `Login.ViewController()`, `MyApp.Router.init()` → `Login.ViewController`, `MyApp.Router`:
    /// a call of a capitalised name qualified by capitalised names (a static method such as
    /// `Router.make()` is none).
    private static func qualifiedConstruction(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        var names: [String] = []
        while let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            callee = base
        }
        guard !names.isEmpty, let first = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        names.insert(first, at: 0)
        guard names.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return names.joined(separator: ".")
    }

    /// The type `value as! T`, `value as? T` or `value as T` casts to, folded or not.
    private static func castType(_ value: ExprSyntax) -> String? {
        let type: TypeSyntax
        if let folded = value.as(AsExprSyntax.self) {
            type = folded.type
        } else if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let written = sequence.elements.last?.as(TypeExprSyntax.self)
        {
            type = written.type
        } else {
            return nil
        }
        let names = DeclaredType(type).names
        return names.count == 1 ? names[0] : nil
    }

    /// What `{ … }()` returns: its last statement's `return` value or lone expression; a local
    /// that the closure declared and initialised stands for its initial value.
    private static func returnedByClosureCalledInPlace(_ value: ExprSyntax) -> ExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
            call.arguments.isEmpty, call.trailingClosure == nil, let last = closure.statements.last?.item
        else { return nil }
        let returned: ExprSyntax
        if let statement = last.as(ReturnStmtSyntax.self), let expression = statement.expression {
            returned = expression
        } else if let expression = last.as(ExprSyntax.self), closure.statements.count == 1 {
            returned = expression
        } else {
            return nil
        }
        guard let local = returned.as(DeclReferenceExprSyntax.self)?.baseName.text else { return returned }
        for statement in closure.statements {
            guard let declaration = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == local {
                return binding.initializer?.value
            }
        }
        return nil
    }
}
