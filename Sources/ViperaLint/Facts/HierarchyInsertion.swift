import SwiftSyntax

/// A call that hands an object of a named class to UIKit's (or AppKit's) ownership through the
/// view or controller it is called on: a cell a table or collection view dequeues
/// (`tableView.dequeueReusableCell(…) as? FeedCell`, `let cell: FeedCell = tableView.dequeue(…)`,
/// `tableView.dequeue(FeedCell.self, for: indexPath)`), a view added as a subview
/// (`addSubview(BadgeView())`, `stack.addArrangedSubview(badge)` after `let badge = BadgeView()`)
/// or a controller added as a child (`addChild(child)`), or a view a controller makes its root
/// view (`view = SettingsView()`). The view hierarchy keeps a subview and a cell through its
/// superview, a controller keeps its view and its children: whoever owns the view or the
/// controller the call is made on owns the object for as long as it lives. Presenting or pushing
/// a controller is not one: dismissing or popping it lets go.
struct HierarchyInsertion: Equatable {
    /// How the object is handed over.
    enum Kind: Equatable {
        /// A table or collection view dequeues a cell (or a supplementary view) of the class.
        case dequeues
        /// A view adds it as a subview, or a controller adds it as a child.
        case adds
        /// A controller makes it its root view.
        case becomesView

        /// What `container` does with `type`: `dequeues FeedCell`.
        func phrase(_ type: String) -> String {
            switch self {
            case .dequeues: "dequeues \(type)"
            case .adds: "adds \(type)"
            case .becomesView: "makes \(type) its view"
            }
        }
    }

    let kind: Kind
    /// The simple name of the class handed over.
    let type: String

    /// Methods that add a subview or a child controller, their first argument the object added.
    static let addingMethods: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addChild", "addChildViewController",
    ]

    /// The object `call` hands over, if it does: for a method adding one, its first argument, of
    /// the class it constructs or `localType` gives (the class a local was constructed as).
    init?(_ call: FunctionCallExprSyntax, localType: (ExprSyntax) -> String?) {
        let method: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // `addSubview(badge)` on `self`, without a base.
            method = reference.baseName.text
        } else {
            return nil
        }
        if method.hasPrefix("dequeue"), let dequeued = Self.dequeued(by: call) {
            kind = .dequeues
            type = dequeued
        } else if Self.addingMethods.contains(method), let added = Self.added(by: call, localType: localType) {
            kind = .adds
            type = added
        } else {
            return nil
        }
    }

    /// `view = SettingsView()` or `self.view = settingsView` (a local constructed as one).
    init?(_ assignment: Assignment, localType: (ExprSyntax) -> String?) {
        let target =
            assignment.target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.isSelfExpression == true ? $0.declName : nil }
            ?? assignment.target.as(DeclReferenceExprSyntax.self)
        guard target?.baseName.text == "view", target?.argumentNames == nil,
            let value = Construction.type(of: assignment.value) ?? localType(assignment.value)
        else { return nil }
        kind = .becomesView
        type = DeclaredType.simpleName(value)
    }

    /// The class of the first argument: constructed there or in a local it names.
    private static func added(by call: FunctionCallExprSyntax, localType: (ExprSyntax) -> String?) -> String? {
        guard let argument = call.arguments.first?.expression else { return nil }
        return (Construction.type(of: argument) ?? localType(argument)).map(DeclaredType.simpleName)
    }

    /// The class a dequeuing call's result is cast to (`as? FeedCell`, `as! FeedCell`), the type
    /// the local it initialises declares (`let cell: FeedCell = …`), or the class it is passed
    /// (`FeedCell.self`).
    private static func dequeued(by call: FunctionCallExprSyntax) -> String? {
        var result = Syntax(call)
        while let parent = result.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            result = parent
        }
        if let cast = castType(of: result) { return cast }
        if let binding = result.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let annotated = binding.typeAnnotation?.type, let name = className(annotated)
        {
            return name
        }
        return call.arguments.lazy.compactMap { argument in
            argument.expression.as(MemberAccessExprSyntax.self).flatMap { member -> String? in
                guard member.declName.baseName.tokenKind == .keyword(.self), let base = member.base else { return nil }
                return base.as(TypeExprSyntax.self).flatMap { className($0.type) } ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }.first
    }

    /// The type `expression` is cast to with `as?` or `as!` right after it, unfolded
    /// (`[expression, as?, Type]` in a sequence) or folded.
    private static func castType(of expression: Syntax) -> String? {
        if let folded = expression.parent?.as(AsExprSyntax.self), folded.questionOrExclamationMark != nil {
            return className(folded.type)
        }
        guard let element = expression.as(ExprSyntax.self), let list = expression.parent?.as(ExprListSyntax.self),
            let position = list.firstIndex(where: { $0.id == element.id })
        else { return nil }
        let next = list.index(after: position)
        guard next != list.endIndex, let cast = list[next].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark != nil,
            case let typeIndex = list.index(after: next), typeIndex != list.endIndex, let type = list[typeIndex].as(TypeExprSyntax.self)
        else { return nil }
        return className(type.type)
    }

    /// The simple name a type spells, seen through optionals; `nil` for anything else
    /// (a generic parameter's constraint, a function type).
    private static func className(_ type: TypeSyntax) -> String? {
        DeclaredType(type).names.first.map(DeclaredType.simpleName).flatMap { $0.first?.isUppercase == true ? $0 : nil }
    }
}
