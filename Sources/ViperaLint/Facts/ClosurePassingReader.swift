import SwiftSyntax

/// Reads the syntax of closures passed to functions: a function's parameters, which of them a
/// body stores, and the closures a call passes.
enum ClosurePassingReader {
    /// A parameter of the function being visited.
    struct Parameter {
        /// The name the body uses.
        let name: String
        /// The argument label; `nil` for `_`.
        let label: String?
        let isLast: Bool
        /// The class its type names (see `DeclaredClass`).
        let typeName: String?
    }

    /// The parameters of `clause`.
    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        let parameters = Array(clause.parameters)
        return parameters.enumerated().map { offset, parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            return Parameter(
                name: (parameter.secondName ?? parameter.firstName).text, label: label, isLast: offset == parameters.count - 1,
                typeName: DeclaredClass.named(by: parameter.type))
        }
    }

    /// `self.p = parameter` (or `p = parameter`) in `function`: the parameter it stores.
    static func storedParameter(
        target: ExprSyntax, value: ExprSyntax, function: String, parameters: [Parameter]
    ) -> StoredParameter? {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let parameter = parameters.last(where: { $0.name == name }),
            let (base, property) = assignmentTarget(target), base == nil
        else { return nil }
        return StoredParameter(function: function, label: parameter.label, isLast: parameter.isLast, property: property)
    }

    /// The closures capturing `self` strongly that `call` passes to a method of `self` or of a
    /// property (`router.present { self.reload() }`).
    static func closureArguments(_ call: FunctionCallExprSyntax, fact: (ClosureExprSyntax) -> ClosureFact) -> [ClosureArgument] {
        // Most calls pass no closure: those are done with before any name is read.
        guard passesClosure(call) else { return [] }
        let constructed = Construction.type(of: ExprSyntax(call))
        guard let (base, function) = constructed.map({ _ in (String?.none, "init") }) ?? assignmentTarget(call.calledExpression),
            function.first?.isLowercase == true
        else { return [] }
        var passed: [(label: String?, closure: ClosureExprSyntax)] = call.arguments.compactMap { argument in
            argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, $0) }
        }
        if let trailing = call.trailingClosure { passed.append((nil, trailing)) }
        passed += call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
        return passed.compactMap { label, closure in
            let closureFact = fact(closure)
            guard closureFact.capturesSelfStrongly else { return nil }
            return ClosureArgument(base: base, function: function, label: label, closure: closureFact, constructed: constructed)
        }
    }

    /// Whether `call` passes a closure.
    private static func passesClosure(_ call: FunctionCallExprSyntax) -> Bool {
        call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
            || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
    }

    /// `local.p`, `local?.p` → `local`: the plain name a member is set on, which may be a local;
    /// `self.p`, `self.x.p`, anything else → nil.
    static func localBase(of target: ExprSyntax) -> String? {
        guard let reference = target.as(MemberAccessExprSyntax.self)?.base.map(unwrapped)?.as(DeclReferenceExprSyntax.self),
            reference.baseName.tokenKind != .keyword(.self)
        else { return nil }
        return reference.baseName.text
    }

    /// `f()`, `self.f()` → `f`: a call of one of the type's own methods; anything else → nil.
    static func ownMethod(calledBy expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let (base, function) = assignmentTarget(call.calledExpression), base == nil,
            function.first?.isLowercase == true
        else { return nil }
        return function
    }

    /// `p`, `self.p` → (nil, p); `x.p`, `self.x.p`, `x?.p`, `self.x!.p` → (x, p); anything else → nil.
    static func assignmentTarget(_ expression: ExprSyntax) -> (String?, String)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base.map(unwrapped) else { return nil }
        let property = member.declName.baseName.text
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? (nil, property) : (reference.baseName.text, property)
        }
        if let inner = base.as(MemberAccessExprSyntax.self),
            inner.base?.isSelfExpression == true
        {
            return (inner.declName.baseName.text, property)
        }
        return nil
    }

    /// `x?`, `x!` → `x`: an optional unwrapped on the way to its member.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        return expression
    }
}
