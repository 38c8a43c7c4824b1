import SwiftSyntax

/// How a subscription keeps `self` without a closure literal: Combine's `assign(to:on: self)`,
/// whose subscriber holds the object it assigns to, or one of the class's own methods passed as
/// a handler (`.sink(receiveValue: update)`, `.subscribe(onNext: self.show)`), a function value
/// that holds `self` as a closure capturing it would.
public struct HeldSelf: Sendable, Equatable, Codable {
    /// The method passed by name; `nil` for `assign(to: \.property, on: self)`.
    public let method: String?

    static let assignment = HeldSelf(method: nil)

    /// How messages show it kept: `Type.bag = assign(to:on: self)`, `Type.bag = self.update`.
    var shown: String {
        method.map { "self.\($0)" } ?? "assign(to:on: self)"
    }

    /// What the user writes instead, as messages end.
    var advice: String {
        guard let method else { return "assign with assign(to: &$property), or sink with [weak self]" }
        return "pass { [weak self] in self?.\(method)($0) } instead"
    }

    /// The labels of the arguments that take a subscription's handlers.
    private static let handlerLabels: Set<String> = [
        "receiveValue", "receiveCompletion", "onNext", "onError", "onCompleted", "onSuccess", "onFailure", "onDisposed",
    ]

    /// What `call`, a link of a subscription chain, passes that holds `self`: `self` as the
    /// object `assign(to:on:)` assigns to, or a name passed as a handler (`update`, `self.update`)
    /// when `isMethod` says it names one of the class's methods; each with the argument.
    static func held(by call: FunctionCallExprSyntax, isMethod: (String) -> Bool) -> [(HeldSelf, ExprSyntax)] {
        let isAssign = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "assign"
        return call.arguments.compactMap { argument -> (HeldSelf, ExprSyntax)? in
            guard let label = argument.label?.text else { return nil }
            if isAssign, label == "on", argument.expression.isSelfExpression { return (.assignment, argument.expression) }
            guard handlerLabels.contains(label), let name = methodName(argument.expression), isMethod(name) else { return nil }
            return (HeldSelf(method: name), argument.expression)
        }
    }

    /// The name `expression` passes a function by: `update` or `self.update`.
    private static func methodName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            case .identifier(let name) = reference.baseName.tokenKind
        {
            return name
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, base.isSelfExpression else { return nil }
        return member.declName.baseName.text
    }
}
