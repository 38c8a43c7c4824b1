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

    /// Operators after which a publisher ends at its first value.
    private static let firstValueOperators: Set<String> = ["first", "asSingle", "asMaybe", "asCompletable", "just", "dataTaskPublisher", "request"]
    /// Publishers that end after one value at most.
    private static let oneValuePublishers: Set<String> = ["Just", "Future", "Single", "Maybe", "Completable", "Fail", "Empty"]

    /// Whether a chain of calls ends by itself while its owner lives: it starts at a publisher
    /// of one value (`Just`, `Future`, `Single`, `Observable.just`, a network request:
    /// `dataTaskPublisher`, `provider.request(…)`, `rx.data(request:)`), takes
    /// one (`take(1)`, `prefix(1)`, `first()`, `asSingle()`), is a `Single`'s subscription
    /// (`subscribe(onSuccess:)`), is a timer that fires once (`repeats: false`), or takes values
    /// until another publisher fires
    /// (`takeUntil(viewWillDisappear)`, `take(until:)`, `prefix(untilOutputFrom:)`), unless that
    /// one fires when the owner goes (`rx.deallocated`), which the cycle prevents. The
    /// subscription then lets go of its closures, so they close no lasting cycle.
    static func endsByItself(_ chain: ExprSyntax) -> Bool {
        links(of: chain).contains { expression in
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return oneValuePublishers.contains(reference.baseName.text) }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            if call.arguments.contains(where: { ["onSuccess", "request"].contains($0.label?.text) }) || endsWhenAnotherFires(call) || firesOnce(call) {
                return true
            }
            guard let name = calledName(call) else { return false }
            return firstValueOperators.contains(name) || oneValuePublishers.contains(name)
                || (["take", "prefix"].contains(name) && call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1")
        }
    }

    /// Whether `call` makes a timer that fires once (`repeats: false`): it lets go of its block
    /// when it fires.
    private static func firesOnce(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { $0.label?.text == "repeats" && $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) }
    }

    /// Whether `call` takes values until another publisher fires, one that is not the owner's
    /// deallocation: `takeUntil(trigger)`, `take(until: trigger)`, `prefix(untilOutputFrom:)`.
    private static func endsWhenAnotherFires(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = calledName(call), let argument = call.arguments.first,
            name == "takeUntil" || (name == "take" && argument.label?.text == "until")
                || (name == "prefix" && argument.label?.text == "untilOutputFrom")
        else { return false }
        return !argument.expression.description.contains("deallocat")
    }

    /// The name of the function or type `call` calls: `take` for `x.take(1)`, `Just` for `Just(1)`.
    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// The closures passed along a chain of calls (`a.map { … }.sink { … }`), outermost first;
    /// not those nested inside them.
    static func closures(in chain: ExprSyntax) -> [ClosureExprSyntax] {
        links(of: chain).flatMap { expression -> [ClosureExprSyntax] in
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return [] }
            return call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + (call.trailingClosure.map { [$0] } ?? [])
                + call.additionalTrailingClosures.map(\.closure)
        }
    }

    /// What the calls along a chain pass that holds `self` without a closure literal (see
    /// `HeldSelf.held(by:isMethod:)`), outermost first.
    static func heldSelf(in chain: ExprSyntax, isMethod: (String) -> Bool) -> [(HeldSelf, ExprSyntax)] {
        links(of: chain).flatMap { expression in
            expression.as(FunctionCallExprSyntax.self).map { HeldSelf.held(by: $0, isMethod: isMethod) } ?? []
        }
    }

    /// The expressions of a chain of calls, outermost first: each call, member access, `?` and
    /// `!` down to the expression the chain starts at (`a` in `a.map { … }.sink { … }`).
    private static func links(of chain: ExprSyntax) -> [ExprSyntax] {
        var result: [ExprSyntax] = []
        var current: ExprSyntax? = chain
        while let expression = current {
            result.append(expression)
            if let call = expression.as(FunctionCallExprSyntax.self) {
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
