import SwiftSyntax

/// A call that hands an object of a named class to UIKit's (or AppKit's) ownership through the
/// view or controller it is called on: a cell a table or collection view dequeues
/// (`tableView.dequeueReusableCell(…) as? FeedCell`, `let cell: FeedCell = tableView.dequeue(…)`,
/// `tableView.dequeue(FeedCell.self, for: indexPath)`), a view added as a subview
/// (`addSubview(BadgeView())`, `stack.addArrangedSubview(badge)` after `let badge = BadgeView()`)
/// or a controller added as a child (`addChild(child)`, `viewControllers = [home, settings]`,
/// `setViewControllers([home], animated: false)`), or a view a controller makes its root view
/// (`view = SettingsView()`); or a controller shown in a container controller the object keeps
/// in a strong stored property (`navigation = UINavigationController(rootViewController: feed)`,
/// `tabs.viewControllers = [feed]`). The view hierarchy keeps a subview and a cell through its
/// superview, a controller keeps its view and its children, a navigation controller its root:
/// whoever owns the view or the controller the call is made on owns the object for as long as it
/// lives. A controller wrapped in a navigation controller counts as itself (see
/// `ContainedController`). Presenting or pushing a controller is not one: dismissing or popping
/// it lets go.
struct HierarchyInsertion: Equatable {
    /// How the object is handed over.
    enum Kind: Equatable {
        /// A table or collection view dequeues a cell (or a supplementary view) of the class.
        case dequeues
        /// A view adds it as a subview, or a controller adds it as a child.
        case adds
        /// A controller makes it its root view.
        case becomesView
        /// A container controller that a strong stored property holds shows it.
        case keeps

        /// What `container` does with `type`: `dequeues FeedCell`.
        func phrase(_ type: String) -> String {
            switch self {
            case .dequeues: "dequeues \(type)"
            case .adds: "adds \(type)"
            case .becomesView: "makes \(type) its view"
            case .keeps: "keeps \(type) in a container controller it holds"
            }
        }

        /// Whether only a view or a view controller hands objects over this way (through its own
        /// view hierarchy or children); any object keeps what a container it holds shows.
        var needsViewOrController: Bool { self != .keeps }
    }

    let kind: Kind
    /// The simple name of the class handed over.
    let type: String

    /// Methods that add a subview or a child controller, their first argument the object added.
    static let addingMethods: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addChild", "addChildViewController",
    ]

    /// The objects `call` hands over: for a method adding one, its first argument, of the class
    /// it constructs or `localType` gives (the class a local was constructed as); for
    /// `setViewControllers`, each controller of its array, on `self` or on a container a strong
    /// stored property holds (`isStrongProperty` tells).
    static func insertions(
        _ call: FunctionCallExprSyntax, localType: (ExprSyntax) -> String?, isStrongProperty: (String) -> Bool
    ) -> [HierarchyInsertion] {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        // `addSubview(badge)` on `self` has no base.
        guard let method = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return [] }
        let base = member?.base
        if method.hasPrefix("dequeue"), let dequeued = dequeued(by: call) {
            return [HierarchyInsertion(kind: .dequeues, type: dequeued)]
        } else if addingMethods.contains(method), let added = added(by: call, localType: localType) {
            return [HierarchyInsertion(kind: .adds, type: added)]
        } else if method == "setViewControllers", let kind = containerKind(base, isStrongProperty: isStrongProperty) {
            return shown(ContainedController.elements(of: call.arguments.first?.expression), kind, localType: localType)
        }
        return []
    }

    /// `view = SettingsView()` or `self.view = settingsView` (a local constructed as one);
    /// `viewControllers = [home, settings]` on `self` or on a container a strong stored property
    /// holds; `navigation = UINavigationController(rootViewController: feed)` in a strong stored
    /// property.
    static func insertions(_ assignment: Assignment, localType: (ExprSyntax) -> String?, isStrongProperty: (String) -> Bool) -> [HierarchyInsertion] {
        let member = assignment.target.as(MemberAccessExprSyntax.self)
        let base = member?.base
        let name = member?.declName ?? assignment.target.as(DeclReferenceExprSyntax.self)
        guard let name, name.argumentNames == nil else { return [] }
        switch name.baseName.text {
        case "view" where base?.isSelfExpression ?? true:
            guard let value = Construction.type(of: assignment.value) ?? localType(assignment.value) else { return [] }
            return [HierarchyInsertion(kind: .becomesView, type: DeclaredType.simpleName(value))]
        case "viewControllers":
            guard let kind = containerKind(base, isStrongProperty: isStrongProperty) else { return [] }
            return shown(ContainedController.elements(of: assignment.value), kind, localType: localType)
        case let property where base?.isSelfExpression ?? true:
            return kept(in: property, value: assignment.value, localType: localType, isStrongProperty: isStrongProperty)
        default:
            return []
        }
    }

    /// The root of the navigation controller `value` constructs, which the property `property`
    /// keeps when it is a strong stored property of the object.
    static func kept(
        in property: String, value: ExprSyntax, localType: (ExprSyntax) -> String?, isStrongProperty: (String) -> Bool
    ) -> [HierarchyInsertion] {
        guard let root = ContainedController.root(of: value), isStrongProperty(property) else { return [] }
        return shown([root], .keeps, localType: localType)
    }

    /// How a container shows its controllers when it is `base`: `self`'s own (no base, or
    /// `self`) adds them; one a strong stored property holds (`tabs`, `self.tabs`) keeps them.
    private static func containerKind(_ base: ExprSyntax?, isStrongProperty: (String) -> Bool) -> Kind? {
        guard let base, !base.isSelfExpression else { return .adds }
        let property =
            base.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? base.as(MemberAccessExprSyntax.self).flatMap { $0.base?.isSelfExpression == true ? $0.declName.baseName.text : nil }
        return property.map(isStrongProperty) == true ? .keeps : nil
    }

    /// The controllers of the code among `controllers`, seen through navigation controllers.
    private static func shown(_ controllers: [ExprSyntax], _ kind: Kind, localType: (ExprSyntax) -> String?) -> [HierarchyInsertion] {
        controllers.compactMap { controller in
            ContainedController.type(of: controller, localType: localType).map { HierarchyInsertion(kind: kind, type: DeclaredType.simpleName($0)) }
        }
    }

    /// The class of the first argument: constructed there or in a local it names.
    private static func added(by call: FunctionCallExprSyntax, localType: (ExprSyntax) -> String?) -> String? {
        guard let argument = call.arguments.first?.expression else { return nil }
        return ContainedController.type(of: argument, localType: localType).map(DeclaredType.simpleName)
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
