import SwiftSyntax

/// A subscription whose closures an object keeps: a call chain ending in `.store(in: &bag)`,
/// `.disposed(by: bag)` or `.addDisposableTo(bag)` (Combine, RxSwift), or assigned to a property
/// (`token = publisher.sink { … }`). The bag or the token keeps the chain's closures alive.
enum SubscriptionChain {
    /// The methods that put a subscription into a bag, with the label of the bag's argument.
    private static let storingMethods: [String: String?] = ["store": "in", "disposed": "by", "addDisposableTo": nil]

    /// Where `call` stores the subscription it ends: the bag's expression, and the chain before
    /// the storing call.
    static func store(_ call: FunctionCallExprSyntax) -> (bag: ExprSyntax, chain: ExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let chain = member.base,
            let label = storingMethods[member.declName.baseName.text], call.arguments.count == 1, let argument = call.arguments.first,
            argument.label?.text == label
        else { return nil }
        let bag = argument.expression.as(InOutExprSyntax.self)?.expression ?? argument.expression
        return (bag, chain)
    }

    /// The closures passed along a chain of calls (`a.map { … }.sink { … }`), outermost first;
    /// not those nested inside them.
    static func closures(in chain: ExprSyntax) -> [ClosureExprSyntax] {
        var result: [ClosureExprSyntax] = []
        var current: ExprSyntax? = chain
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                result += call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
                if let trailing = call.trailingClosure { result.append(trailing) }
                result += call.additionalTrailingClosures.map(\.closure)
                current = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                current = nil
            }
        }
        return result
    }
}
