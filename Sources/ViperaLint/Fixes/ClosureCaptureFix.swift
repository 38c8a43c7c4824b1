import SwiftSyntax

/// Captures `self` weakly in a stored closure: `[weak self]` in its capture list (merged into an
/// existing one), then `guard let self else { return }` on a line of its own first in a closure
/// returning `Void` whose body starts a line, or `self?.` for each use of `self` where every use
/// starts a statement (a one-line closure, as the built-in templates write them). A closure
/// returning a value that needs `self` gets `guard let self else { return … }` when its
/// signature declares a result with an empty value (`EmptyResult`: `-> [Currency]`,
/// `-> Observable<Courses>`), and `return` before its only expression; else it is not fixed.
/// Formatting and comments stay as they are.
struct ClosureCaptureFix {
    let sources: FixSources
    let types: CodebaseTypes

    /// The fix for the closure starting at `offset` of `file`, stored in `holder.property`.
    func fix(_ file: FixSources.File, offset: Int, holder: String, property: String) -> Fix {
        let summary = "capture [weak self] in the closure stored in \(holder).\(property)"
        guard let closure = file.node(ClosureExprSyntax.self, startingAt: offset) else {
            if let expression = file.node(ExprSyntax.self, startingAt: offset) {
                if expression.parent?.as(LabeledExprSyntax.self)?.label?.text == "target" {
                    return Fix(summary: summary, refusedBecause: "a timer holds self as its target, which [weak self] cannot change; " + HeldSelf.timerAdvice)
                }
                let reason = "the subscription holds self without a closure (assign(to:on: self) or a method passed by name)"
                return Fix(summary: summary, refusedBecause: reason + "; write a closure capturing [weak self] by hand")
            }
            return Fix(summary: summary, refusedBecause: "the file no longer has the closure where the finding is")
        }
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), EndlessTask.body(startedBy: ExprSyntax(call)) != nil {
            return Fix(summary: summary, refusedBecause: ClosureCaptureCycleRule.taskAdvice)
        }
        let uses = SelfUses(closure)
        var edits = [captureEdit(closure, file)]
        let startsLine = closure.statements.first?.leadingTrivia.contains { $0.isNewline } == true
        let isVoid = returnsVoid(closure, holder: holder, property: property)
        // A closure of one expression returns its value: `self?.` there changes the type unless it is `Void`.
        let returnsItsExpression = closure.statements.count == 1 && closure.statements.first?.item.is(ExprSyntax.self) == true
        if isVoid, startsLine || !uses.allStatements {
            edits.append(guardEdit(closure, file))
        } else if uses.allStatements, isVoid || !returnsItsExpression {
            edits += uses.references.map { file.edit(at: $0.endPositionBeforeTrailingTrivia.utf8Offset, "?") }
        } else if let result = closure.signature?.returnClause?.type, let empty = EmptyResult.of(result) {
            // The only expression, which the closure returned, is returned after the guard.
            edits.append(guardEdit(closure, file, returning: empty, then: returnsItsExpression ? "return " : ""))
        } else {
            return Fix(
                summary: summary, refusedBecause: "the closure returns a value and uses self where `self?` would change its type; capture self weakly by hand")
        }
        return Fix(summary: summary, edits: edits)
    }

    /// `[weak self]` where the capture list goes, or into the one there, replacing a strong `self`.
    private func captureEdit(_ closure: ClosureExprSyntax, _ file: FixSources.File) -> FixEdit {
        guard let signature = closure.signature else {
            return file.edit(at: closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, " [weak self] in")
        }
        if let capture = signature.capture {
            if let strong = capture.items.first(where: { $0.specifier == nil && $0.name.tokenKind == .keyword(.self) && $0.initializer == nil }) {
                return file.edit(at: strong.name.positionAfterSkippingLeadingTrivia.utf8Offset, "weak ")
            }
            return file.edit(at: capture.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset, capture.items.isEmpty ? "weak self" : "weak self, ")
        }
        let afterAttributes = signature.attributes.isEmpty ? signature.positionAfterSkippingLeadingTrivia : signature.attributes.endPosition
        let next = signature.tokens(viewMode: .sourceAccurate).first { $0.position >= afterAttributes }
        return file.edit(at: (next?.positionAfterSkippingLeadingTrivia ?? afterAttributes).utf8Offset, "[weak self] ")
    }

    /// `guard let self else { return }` (with `value` when given) before the first statement, on
    /// a line of its own when the statement starts one, and `then` before that statement.
    private func guardEdit(_ closure: ClosureExprSyntax, _ file: FixSources.File, returning value: String? = nil, then: String = "") -> FixEdit {
        let guardStatement = "guard let self else { return\(value.map { " " + $0 } ?? "") }"
        guard let first = closure.statements.first else {
            return file.edit(at: closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset, guardStatement + " ")
        }
        let trivia = first.leadingTrivia.description
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        // `\r\n` is one character: the line break is kept as the file writes it.
        guard let newline = trivia.lastIndex(where: \.isNewline) else { return file.edit(at: start, guardStatement + "; " + then) }
        let indentation = trivia[trivia.index(after: newline)...].prefix { $0 == " " || $0 == "\t" }
        return file.edit(at: start, guardStatement + String(trivia[newline]) + indentation + then)
    }

    /// Whether the closure returns `Void`: by its own signature, else by the declared type of
    /// the property it is stored in (through type aliases of the checked files).
    private func returnsVoid(_ closure: ClosureExprSyntax, holder: String, property: String) -> Bool {
        if let returned = closure.signature?.returnClause?.type { return ClosureResult.isVoid(returned) }
        if Self.isSubscriptionHandler(closure) { return true }
        guard let result = declaredResult(holder: holder, property: property) else { return false }
        return returnsVoid(result, aliasesSeen: [])
    }

    private func returnsVoid(_ result: ClosureResult, aliasesSeen: Set<String>) -> Bool {
        switch result {
        case .void: return true
        case .value: return false
        case .named(let name):
            let aliases = types.aliases(named: name)
            guard !aliasesSeen.contains(name), aliases.count == 1, let alias = aliases.first else { return false }
            return returnsVoid(alias.closureResult, aliasesSeen: aliasesSeen.union([name]))
        }
    }

    /// The methods whose closures handle events and return nothing: Combine's and RxSwift's
    /// subscriptions, a timer's block, a notification observer's.
    private static let subscriptionHandlers: Set<String> = ["sink", "subscribe", "drive", "bind", "emit", "scheduledTimer", "addObserver"]

    /// Whether `closure` handles the events of a subscription (`sink { … }`, `subscribe(onNext:
    /// { … })`, `Timer.scheduledTimer(…) { … }`): it returns `Void`.
    private static func isSubscriptionHandler(_ closure: ClosureExprSyntax) -> Bool {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let name = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return subscriptionHandlers.contains(name)
    }

    /// What the declared type of the property `property` of `holder` (or of a class it inherits
    /// from) returns, from the facts; failing that, what every annotated property of that name
    /// agrees on.
    private func declaredResult(holder: String, property: String) -> ClosureResult? {
        let candidates = types.properties(named: property).compactMap { owner, fact in fact.closureResult.map { (owner: owner, result: $0) } }
        var owner: String? = holder
        var seen: Set<String> = []
        while let name = owner, seen.insert(name).inserted {
            if let match = candidates.first(where: { $0.owner == name }) { return match.result }
            owner = types.declarations(of: name).first { $0.kind == .class }?.inherited.first
        }
        let distinct = Set(candidates.map(\.result))
        return distinct.count == 1 ? distinct.first : nil
    }
}

/// The uses of `self` in a closure's own body (not in closures nested in it).
private struct SelfUses {
    /// Each `self` that `self?` would replace.
    var references: [DeclReferenceExprSyntax] = []
    /// Whether every use is the start of a call or assignment that is a statement, where
    /// `self?.` keeps the code type-checking.
    var allStatements = true

    init(_ closure: ClosureExprSyntax) {
        let finder = SelfFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        for reference in finder.found {
            references.append(reference)
            if !StatementChain.isBase(ExprSyntax(reference)) { allStatements = false }
        }
        if finder.nestedUse { allStatements = false }
    }
}

private final class SelfFinder: SyntaxVisitor {
    var found: [DeclReferenceExprSyntax] = []
    var nestedUse = false

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.isSelfExpression, !node.isSelfAfterDot { found.append(node) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if node.description.contains("self") { nestedUse = true }
        return .skipChildren
    }
}
