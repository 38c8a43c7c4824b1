import SwiftSyntax

/// What one function body does with the objects it keeps in local values (see `Wiring`): which
/// it constructs, which it sets into another's property or hands to another's initialiser, which
/// closures capturing `self` it stores in their properties, and which it returns. Locals of
/// closures in the body count as the body's.
struct LocalWiring {
    /// A reference set between two locals: `holder.property = value`, or `value` handed to the
    /// initialiser constructing `holder` under the label `property`.
    private struct Link {
        let holder: String
        let property: String
        let value: String
        let isInitializerArgument: Bool
        let range: SourceRange
    }

    /// The locals declared so far, with the class each is constructed as (`nil` when the value
    /// comes from elsewhere: `let cell = collectionView.dequeueReusableCell(…)`).
    private var locals: [String: String?] = [:]
    /// The locals bound to a cast value, with the class it is cast to (`guard let navigation =
    /// x as? UINavigationController`).
    private var casts: [String: String] = [:]
    /// The locals holding a navigation controller the body built around a controller, with the
    /// class of that root (see `ContainedController`).
    private var roots: [String: String] = [:]
    private var links: [Link] = []
    /// Closures capturing `self` strongly stored in a local's property: `local.property = { … }`.
    private var closures: [(local: String, property: String, closure: ClosureFact)] = []
    private var returned: Set<String> = []
    /// The calls making a timer or display link that holds `self` as its target (see
    /// `HeldSelf.target(of:)`), by the local they are kept in.
    private var timers: [String: ExprSyntax] = [:]

    /// Whether the body wired nothing and stored no closure: most bodies.
    var isEmpty: Bool { links.isEmpty && closures.isEmpty }

    /// Whether `name` is a local the body declared so far.
    func declares(_ name: String) -> Bool {
        locals[name] != nil
    }

    /// `local.property = { … self … }`.
    mutating func store(_ closure: ClosureFact, inLocal local: String, property: String) {
        closures.append((local, property, closure))
    }

    /// The closures stored in the objects the body returns, or in objects those hold (see
    /// `ReturnedClosure`).
    func returnedClosures(function: String) -> [ReturnedClosure] {
        guard !closures.isEmpty else { return [] }
        let depth = distances()
        return closures.compactMap { stored in
            guard depth[stored.local] != nil else { return nil }
            return ReturnedClosure(
                function: function, holder: (locals[stored.local] ?? nil) ?? stored.local, property: stored.property, closure: stored.closure)
        }
    }

    /// `let name = value`: a local, constructed when `value` calls an initialiser, whose
    /// arguments naming locals are handed to it.
    mutating func declare(_ name: String, value: ExprSyntax?, range: () -> SourceRange) {
        let constructed = value.flatMap(Construction.type)
        locals[name] = .some(constructed)
        casts[name] = value.flatMap(DeclaredClass.cast)
        let root = value.flatMap(ContainedController.root).flatMap { ContainedController.type(of: $0) { containedType(of: $0) } }
        roots[name] = root
        if let call = value?.as(FunctionCallExprSyntax.self), HeldSelf.target(of: call) != nil { timers[name] = value }
        guard constructed != nil, let call = value?.as(FunctionCallExprSyntax.self) else { return }
        for argument in call.arguments {
            guard let label = argument.label?.text, let local = Self.localName(argument.expression), locals[local] != nil else { continue }
            links.append(Link(holder: name, property: label, value: local, isInitializerArgument: true, range: range()))
        }
    }

    /// `target = value` where both name locals: `holder.property = local`.
    mutating func assign(_ target: ExprSyntax, _ value: ExprSyntax, range: () -> SourceRange) {
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(Self.localName), locals[base] != nil,
            let local = Self.localName(value), locals[local] != nil, local != base
        else { return }
        links.append(Link(holder: base, property: member.declName.baseName.text, value: local, isInitializerArgument: false, range: range()))
    }

    /// The class a local the body constructed holds, when `value` names one.
    func constructedType(of value: ExprSyntax) -> String? {
        Self.localName(value).flatMap { locals[$0] ?? nil }
    }

    /// The class a local was cast to when it was declared (`let navigation = x as?
    /// UINavigationController`).
    func castType(of value: ExprSyntax) -> String? {
        Self.localName(value).flatMap { casts[$0] }
    }

    /// The class of the controller a local holds, seen through a navigation controller built
    /// around it (`let navigation = UINavigationController(rootViewController: feed)`).
    func containedType(of value: ExprSyntax) -> String? {
        Self.localName(value).flatMap { roots[$0] ?? locals[$0] ?? nil }
    }

    /// The call that made the timer holding `self` kept in the local `value` names.
    func timer(in value: ExprSyntax) -> ExprSyntax? {
        Self.localName(value).flatMap { timers[$0] }
    }

    /// The calls that made the timers holding `self` that the body returns.
    var returnedTimers: [ExprSyntax] {
        returned.sorted().compactMap { timers[$0] }
    }

    /// `return value`.
    mutating func noteReturn(_ value: ExprSyntax?) {
        if let name = value.flatMap(Self.localName) { returned.insert(name) }
    }

    /// The references the body sets on objects it constructs, each with the direction its
    /// distance from the returned objects shows; a body that returns none of its locals shows
    /// none.
    func wirings() -> [Wiring] {
        guard !links.isEmpty else { return [] }
        let depth = distances()
        return links.compactMap { link in
            guard let type = locals[link.holder] ?? nil, let from = depth[link.holder], let to = depth[link.value], from != to else { return nil }
            return Wiring(type: type, property: link.property, isInitializerArgument: link.isInitializerArgument, pointsBack: to < from, range: link.range)
        }
    }

    /// How many references from a returned local each local is (breadth first).
    private func distances() -> [String: Int] {
        var depth: [String: Int] = [:]
        var frontier = returned.sorted()
        for name in frontier { depth[name] = 0 }
        var step = 0
        while !frontier.isEmpty {
            step += 1
            var next: [String] = []
            for link in links where frontier.contains(link.holder) && depth[link.value] == nil {
                depth[link.value] = step
                next.append(link.value)
            }
            frontier = next
        }
        return depth
    }

    /// The local a plain name refers to (`presenter`), not `self`.
    private static func localName(_ expression: ExprSyntax) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) else { return nil }
        return reference.baseName.text
    }
}
