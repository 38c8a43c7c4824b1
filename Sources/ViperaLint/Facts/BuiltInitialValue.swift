import SwiftSyntax

/// An instance property's initial value that the type's own code builds: a call of one of its
/// methods (`lazy var dataSource = self.makeDataSource()`) or a closure called in place
/// (`lazy var buyButton: ButtonItem = { let item = ButtonItem(); item.action = { self.buy() }; return item }()`).
/// The property keeps what the method or the closure returns, and so the closures capturing
/// `self` stored in it (see `StoredResult` and `ReturnedClosure`).
enum BuiltInitialValue {
    /// The name under which a closure called in place builds `property`'s value: no method can
    /// have it.
    static func closureName(building property: String) -> String {
        "\(property) = { … }()"
    }

    /// The function whose result the instance property `binding` of `declaration` starts with:
    /// the method its initial value calls, or its closure called in place; `nil` otherwise.
    static func function(of binding: PatternBindingSyntax, in declaration: VariableDeclSyntax) -> String? {
        guard !FactCollector.isTypeMember(declaration), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
        else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self), isCalledInPlace(call) { return closureName(building: name) }
        return ClosurePassingReader.ownMethod(calledBy: value)
    }

    /// The lazy instance properties of `declaration` whose initial value is a call other than a
    /// closure called in place, with the call: `lazy var link = CADisplayLink(target: self, …)`,
    /// `lazy var token = $query.sink { self… }`. The property keeps what the call returns.
    static func lazyCalls(in declaration: VariableDeclSyntax) -> [(property: String, call: ExprSyntax)] {
        guard declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) else { return [] }
        return declaration.bindings.compactMap { binding in
            guard let value = binding.initializer?.value, let call = value.as(FunctionCallExprSyntax.self), !isCalledInPlace(call),
                let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            return (property, value)
        }
    }

    /// The instance property whose initial value `closure` builds when called in place.
    static func property(builtBy closure: ClosureExprSyntax) -> String? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id, isCalledInPlace(call),
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self), declaration.parent?.is(MemberBlockItemSyntax.self) == true,
            !FactCollector.isTypeMember(declaration), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        return name
    }

    /// `{ … }()`: a closure called at once with no arguments.
    private static func isCalledInPlace(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.is(ClosureExprSyntax.self) && call.arguments.isEmpty && call.trailingClosure == nil
    }
}
