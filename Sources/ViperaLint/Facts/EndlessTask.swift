import SwiftSyntax

/// `Task { for await note in NotificationCenter.default.notifications(named: …) { … } }`: a task
/// whose body waits on the elements of an asynchronous sequence, which may never end. The task
/// runs, and keeps what its body captures, until it is cancelled; a task body captures `self`
/// even where it does not write it (`Task { reload() }`).
enum EndlessTask {
    /// The body of the task `value` starts (`Task { … }`, `Task(priority:) { … }`,
    /// `Task<Void, Never>.detached { … }`) when it loops over an asynchronous sequence.
    static func body(startedBy value: ExprSyntax) -> ClosureExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self), isTask(call.calledExpression),
            let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
            AsyncLoopFinder(body).found
        else { return nil }
        return body
    }

    /// Whether `body` uses `self`: captures it strongly (see `ClosureCapture`) or, capturing it
    /// not weakly, names without `self.` one of the type's members that `isMember` knows and the
    /// body does not declare.
    static func usesSelf(_ body: ClosureExprSyntax, isMember: (String) -> Bool) -> Bool {
        if ClosureCapture.capturesSelfStrongly(body) { return true }
        if ClosureCapture.capturesSelfWeakly(body) { return false }
        let names = ImplicitMemberFinder(body)
        return names.used.subtracting(names.declared).contains(where: isMember)
    }

    private static func isTask(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Task" }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isTask(generic.expression) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "detached", let base = member.base else { return false }
        return isTask(base)
    }
}

/// Finds a `for await` (or `for try await`) loop in a closure's body, not in closures nested in it.
private final class AsyncLoopFinder: SyntaxVisitor {
    private(set) var found = false
    private let root: SyntaxIdentifier

    init(_ body: ClosureExprSyntax) {
        root = body.id
        super.init(viewMode: .sourceAccurate)
        walk(body)
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.awaitKeyword != nil { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        node.id == root && !found ? .visitChildren : .skipChildren
    }
}

/// The plain names a closure's body uses (`reload` in `reload()`, `items` in `items.count`, not
/// `count`) and the names it declares (parameters, constants, variables, loop variables).
private final class ImplicitMemberFinder: SyntaxVisitor {
    private(set) var used: Set<String> = []
    private(set) var declared: Set<String> = []

    init(_ body: ClosureExprSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(body)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMemberName, case .identifier(let name) = node.baseName.tokenKind { used.insert(name) }
        return .skipChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.identifier.text)
        return .skipChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.name.text)
        return .skipChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert((node.secondName ?? node.firstName).text)
        return .skipChildren
    }
}
