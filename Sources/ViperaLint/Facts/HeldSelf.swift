import SwiftSyntax

/// How a subscription or a timer keeps `self` without a closure literal: Combine's
/// `assign(to:on: self)`, whose subscriber holds the object it assigns to, one of the class's own
/// methods passed as a handler (`.sink(receiveValue: update)`, `.subscribe(onNext: self.show)`),
/// a function value that holds `self` as a closure capturing it would, or a repeating timer or
/// display link made with `target: self` (`Timer(timeInterval:target:selector:userInfo:repeats:)`,
/// `CADisplayLink(target:selector:)`), which holds its target until it is invalidated.
public struct HeldSelf: Sendable, Equatable, Codable {
    /// The method passed by name, or the selector a timer calls on its target; `nil` for
    /// `assign(to: \.property, on: self)`.
    public let method: String?
    /// The type of the timer holding `self` as its target (`Timer`, `CADisplayLink`); `nil` for
    /// a subscription.
    public var timer: String? = nil

    static let assignment = HeldSelf(method: nil)

    /// What holds `self`, as messages start.
    var holder: String {
        timer.map { "\($0) holds self as its target" } ?? "subscription holds self strongly"
    }

    /// How messages show it kept: `Type.bag = assign(to:on: self)`, `Type.bag = self.update`,
    /// `Type.timer = Timer(target: self, selector: #selector(tick))`.
    var shown: String {
        if let timer { return "\(timer)(target: self\(method.map { ", selector: #selector(\($0))" } ?? ""))" }
        return method.map { "self.\($0)" } ?? "assign(to:on: self)"
    }

    /// What the user writes instead, as messages end.
    var advice: String {
        if timer != nil { return Self.timerAdvice }
        guard let method else { return "assign with assign(to: &$property), or sink with [weak self]" }
        return "pass { [weak self] in self?.\(method)($0) } instead"
    }

    /// What to do about a timer holding `self` as its target, which `[weak self]` cannot change.
    static let timerAdvice =
        "invalidate it when self is done with it (viewWillDisappear, a stop method), not in deinit, which never runs while the timer holds self"

    /// The labels of the arguments that take a subscription's handlers.
    private static let handlerLabels: Set<String> = [
        "receiveValue", "receiveCompletion", "onNext", "onError", "onCompleted", "onSuccess", "onFailure", "onDisposed",
    ]

    /// What `call`, a link of a subscription chain, passes that holds `self`: `self` as the
    /// object `assign(to:on:)` assigns to or as a timer's target (see `target(of:)`), or a name
    /// passed as a handler (`update`, `self.update`) when `isMethod` says it names one of the
    /// class's methods; each with the argument.
    static func held(by call: FunctionCallExprSyntax, isMethod: (String) -> Bool) -> [(HeldSelf, ExprSyntax)] {
        if let target = target(of: call) { return [target] }
        let isAssign = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "assign"
        return call.arguments.compactMap { argument -> (HeldSelf, ExprSyntax)? in
            guard let label = argument.label?.text else { return nil }
            if isAssign, label == "on", argument.expression.isSelfExpression { return (.assignment, argument.expression) }
            guard handlerLabels.contains(label), let name = methodName(argument.expression), isMethod(name) else { return nil }
            return (HeldSelf(method: name), argument.expression)
        }
    }

    /// The types whose instances keep their target until invalidated. A gesture recognizer, a
    /// control or a bar button item keeps its target weakly.
    private static let timerTypes: Set<String> = ["Timer", "CADisplayLink"]

    /// `self` as the target of the timer or display link `call` makes: `Timer(timeInterval: 1,
    /// target: self, selector: #selector(tick), userInfo: nil, repeats: true)`,
    /// `Timer.scheduledTimer(timeInterval:target: self, …)`, `CADisplayLink(target: self, selector: …)`.
    static func target(of call: FunctionCallExprSyntax) -> (HeldSelf, ExprSyntax)? {
        guard let argument = call.arguments.first(where: { $0.label?.text == "target" }), argument.expression.isSelfExpression,
            let timer = timerType(call.calledExpression)
        else { return nil }
        let selector = call.arguments.first { $0.label?.text == "selector" }?.expression.as(MacroExpansionExprSyntax.self)
        let method = selector?.arguments.first.flatMap { selectedName($0.expression) }
        return (HeldSelf(method: method, timer: timer), argument.expression)
    }

    /// `Timer` for `Timer(…)`, `Timer.init(…)` and `Timer.scheduledTimer(…)`; `CADisplayLink` for
    /// `CADisplayLink(…)`.
    private static func timerType(_ callee: ExprSyntax) -> String? {
        var callee = callee
        if let member = callee.as(MemberAccessExprSyntax.self), ["init", "scheduledTimer"].contains(member.declName.baseName.text), let base = member.base {
            callee = base
        }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, timerTypes.contains(name) else { return nil }
        return name
    }

    /// The method a `#selector(…)` names: `tick` for `tick`, `tick(_:)` or `Clock.tick`.
    private static func selectedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
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
