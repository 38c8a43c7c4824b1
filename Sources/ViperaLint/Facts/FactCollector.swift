import SwiftSyntax

/// The single pass over a file's syntax tree that collects its `FileFacts`: the declarations
/// (see `DeclarationCollector`) and what each type's members hold, assign, construct and pass.
final class FactCollector: DeclarationCollector {
    /// The functions and initialisers enclosing the current node, innermost last.
    private(set) var functions: [EnclosingFunction] = []
    /// What each of `functions` does with its local values.
    private(set) var localWirings: [LocalWiring] = []
    /// How many static or class property declarations enclose the current node.
    private(set) var staticPropertyDepth = 0
    /// `facts.filledProperties` as a set, to record each fill once.
    private var fills: Set<PropertyFill> = []
    /// `facts.memberAccesses` as a set, to record each name once.
    private var accessedMembers: Set<String> = []

    // MARK: Members of other values

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if MemberAccessBase(node) == .other, case let name = node.declName.baseName.text, accessedMembers.insert(name).inserted {
            facts.memberAccesses.append(SharedNames.shared(name))
        }
        return .visitChildren
    }

    // MARK: Properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isTypeMember(node) { staticPropertyDepth += 1 }
        noteFunctionNames(node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }, declaredBy: node)
        if let owner = enclosing.last, node.parent?.is(MemberBlockItemSyntax.self) == true {
            let isRequirement = facts.types[owner].kind == .protocol
            facts.types[owner].properties += PropertyReader(declaration: node, isRequirement: isRequirement, collector: self).properties
            for binding in node.bindings {
                guard let function = BuiltInitialValue.function(of: binding, in: node),
                    let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { continue }
                facts.types[owner].storedResults.append(StoredResult(base: nil, property: property, function: function))
            }
            for (property, call) in BuiltInitialValue.lazyCalls(in: node) {
                noteSubscription(call, keptIn: nil, property, by: .subscriptionToken, owner: owner)
            }
            for binding in node.bindings where isInstanceCode {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                let kept = HierarchyInsertion.kept(
                    in: name, value: value, localType: { _ in nil }, isStrongProperty: { isStrongProperty($0, around: node) })
                note(kept, at: binding)
            }
        } else if !localWirings.isEmpty {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                localWirings[localWirings.count - 1].declare(name, value: binding.initializer?.value) { range(of: binding) }
            }
        }
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        for binding in node.bindings {
            guard let value = binding.initializer?.value, !FilledProperties.isEmpty(value),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            noteFilled(name, with: value, on: isMember ? enclosingTypeName : nil, declaresVariable: !isMember)
        }
        return .visitChildren
    }

    /// Records that the file puts `value` (something unknown when `nil`) into a property named
    /// `name` of an instance of the class `holder` (any object's when `nil`), or declares a
    /// variable of that name.
    private func noteFilled(_ name: String, with value: ExprSyntax?, on holder: String?, declaresVariable: Bool = false) {
        // Each element of an array literal is put in; a local the function constructed (`let
        // view = LoginView()`, then `presenter.view = view`) holds what it was constructed as.
        for element in value.map { FilledProperties.elements(of: $0).map(Optional.some) } ?? [nil] {
            let known = element.flatMap(knownClass).map(SharedNames.shared)
            let fill = PropertyFill(property: SharedNames.shared(name), constructed: known, holder: holder, declaresVariable: declaresVariable)
            if fills.insert(fill).inserted { facts.filledProperties.append(fill) }
        }
    }

    /// The simple name of the class whose property `target` sets: the enclosing type's for
    /// `name` or `self.name`, the class a local, a parameter or a property is known to hold for
    /// `view.name` (see `knownClass`); `nil` when unknown.
    private func holder(ofTarget target: ExprSyntax) -> String? {
        guard let base = FilledProperties.base(ofTarget: target) else { return enclosingTypeName }
        if base.isSelfExpression { return enclosingTypeName }
        return knownClass(of: base).map(DeclaredType.simpleName)
    }

    /// The simple name of the innermost type being read.
    private var enclosingTypeName: String? {
        enclosing.last.map { DeclaredType.simpleName(facts.types[$0].name) }
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if Self.isTypeMember(node) { staticPropertyDepth -= 1 }
    }

    /// Whether a property belongs to the type (`static let shared = …`).
    static func isTypeMember(_ node: VariableDeclSyntax) -> Bool {
        node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        for name in FilledProperties.names(inTarget: node.expression) { noteFilled(name, with: nil, on: holder(ofTarget: node.expression)) }
        return .visitChildren
    }

    // MARK: Closures and parameters stored from function bodies

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (target, value) = FilledProperties.fill(in: node) {
            let names = FilledProperties.names(inTarget: target)
            for name in names { noteFilled(name, with: names.count == 1 ? value : nil, on: names.count == 1 ? holder(ofTarget: target) : nil) }
        }
        guard let owner = enclosing.last, let assignment = Assignment(node) else { return .visitChildren }
        if !localWirings.isEmpty {
            localWirings[localWirings.count - 1].assign(assignment.target, assignment.value) { range(of: node) }
        }
        if isInstanceCode, assignment.value.isSelfExpression,
            let (base, property) = ClosurePassingReader.assignmentTarget(assignment.target), base != nil, firstPlaces[owner].assignsSelf[property] == nil
        {
            firstPlaces[owner].assignsSelf[property] = range(of: node)
        }
        if isInstanceCode {
            note(HierarchyInsertion.insertions(assignment, localType: containedType, isStrongProperty: { isStrongProperty($0, around: node) }), at: node)
        }
        if let closure = assignment.value.as(ClosureExprSyntax.self), let (base, property) = ClosurePassingReader.assignmentTarget(assignment.target) {
            let fact = closureFact(closure)
            if let local = ClosurePassingReader.localBase(of: assignment.target), localWirings.last?.declares(local) == true {
                if fact.capturesSelfStrongly { localWirings[localWirings.count - 1].store(fact, inLocal: local, property: property) }
            } else {
                facts.types[owner].closureAssignments.append(ClosureAssignment(base: base, property: property, closure: fact))
            }
        } else if assignment.value.is(FunctionCallExprSyntax.self), let (base, property) = ClosurePassingReader.assignmentTarget(assignment.target) {
            if let body = EndlessTask.body(startedBy: assignment.value) {
                noteTask(body, keptIn: base, property, owner: owner)
            } else {
                noteSubscription(assignment.value, keptIn: base, property, by: .subscriptionToken, owner: owner)
            }
            if isInstanceCode, !isLocal(assignment.target), let function = ClosurePassingReader.ownMethod(calledBy: assignment.value) {
                facts.types[owner].storedResults.append(StoredResult(base: base, property: property, function: function))
            }
        } else if let timer = localWirings.last?.timer(in: assignment.value), !isLocal(assignment.target),
            let (base, property) = ClosurePassingReader.assignmentTarget(assignment.target)
        {
            noteSubscription(timer, keptIn: base, property, by: .subscriptionToken, owner: owner)
        } else if let function = functions.last,
            let stored = ClosurePassingReader.storedParameter(
                target: assignment.target, value: assignment.value, function: function.name, parameters: function.parameters)
        {
            facts.types[owner].storedParameters.append(stored)
        }
        return .visitChildren
    }

    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind {
        if let owner = enclosing.last {
            facts.types[owner].releasedInDefer += DeferredRelease.propertiesSetToNil(in: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = enclosing.last, node.parent?.is(MemberBlockItemSyntax.self) == true {
            facts.types[owner].methods.append(SharedNames.shared(node.name.text))
        }
        noteFunctionNames([node.name.text], declaredBy: node)
        if let factory = Factory(node) { facts.factories.append(factory) }
        return enterFunction(EnclosingFunction(node))
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(EnclosingFunction(node))
    }

    override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        guard enclosing.last != nil, let property = BuiltInitialValue.property(builtBy: node) else { return .visitChildren }
        return enterFunction(EnclosingFunction(building: property))
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        if enclosing.last != nil, BuiltInitialValue.property(builtBy: node) != nil { leaveFunction() }
    }

    private func enterFunction(_ function: EnclosingFunction) -> SyntaxVisitorContinueKind {
        functions.append(function)
        localWirings.append(LocalWiring())
        return .visitChildren
    }

    /// Records what the function wired between its locals, the closures it stored in what it
    /// returns, and the timer holding `self` that a property's builder returns, in the type it
    /// belongs to.
    private func leaveFunction() {
        let function = functions.removeLast()
        let wiring = localWirings.removeLast()
        if let owner = enclosing.last, let property = function.builtProperty {
            for timer in wiring.returnedTimers { noteSubscription(timer, keptIn: nil, property, by: .subscriptionToken, owner: owner) }
        }
        guard !wiring.isEmpty, let owner = enclosing.last else { return }
        facts.types[owner].wirings += wiring.wirings()
        facts.types[owner].returnedClosures += wiring.returnedClosures(function: function.name)
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if !localWirings.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            localWirings[localWirings.count - 1].declare(name, value: value) { range(of: node) }
        }
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if !localWirings.isEmpty { localWirings[localWirings.count - 1].noteReturn(node.expression) }
        return .visitChildren
    }

    // MARK: Closures passed to methods

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let owner = enclosing.last, isInstanceCode, let constructed = Construction.type(of: ExprSyntax(node)),
            firstPlaces[owner].constructs[constructed] == nil
        {
            firstPlaces[owner].constructs[constructed] = range(of: node)
        }
        if let owner = enclosing.last, isInstanceCode, let callee = HandedSelf.callee(of: node), firstPlaces[owner].handsSelf[callee] == nil {
            firstPlaces[owner].handsSelf[SharedNames.shared(callee)] = range(of: node)
        }
        if isInstanceCode {
            note(HierarchyInsertion.insertions(node, localType: containedType, isStrongProperty: { isStrongProperty($0, around: node) }), at: node)
        }
        if let owner = enclosing.last, let (bag, chain) = SubscriptionChain.store(node), let (base, property) = ClosurePassingReader.assignmentTarget(bag) {
            noteSubscription(chain, keptIn: base, property, by: .subscriptionBag, owner: owner)
        }
        if let (name, value, target) = FilledProperties.insertion(node) { noteFilled(name, with: value, on: holder(ofTarget: target)) }
        if let owner = enclosing.last {
            facts.types[owner].closureArguments += ClosurePassingReader.closureArguments(node, fact: closureFact)
        }
        if let owner = enclosing.last, isInstanceCode, let block = DiscardedObserver.block(registeredBy: node),
            case let fact = closureFact(block), fact.capturesSelfStrongly
        {
            facts.types[owner].discardedObservers.append(fact)
        }
        if let owner = enclosing.last, let property = StoppedProperty.name(stoppedBy: node), !facts.types[owner].cancelledProperties.contains(property) {
            facts.types[owner].cancelledProperties.append(property)
        }
        return .visitChildren
    }

    /// Records the closures of a subscription that `base.property` keeps (`self`'s for no base),
    /// unless it ends by itself (see `SubscriptionChain.endsByItself`).
    private func noteSubscription(_ chain: ExprSyntax, keptIn base: String?, _ property: String, by keeping: ClosureKeeping, owner: Int) {
        guard !SubscriptionChain.endsByItself(chain) else { return }
        var kept = SubscriptionChain.closures(in: chain).map(closureFact)
        for (held, expression) in SubscriptionChain.heldSelf(in: chain, isMethod: { isOwnMethod($0, around: chain) }) {
            kept.append(ClosureFact(capturesSelfStrongly: true, file: facts.path, range: range(of: expression), heldSelf: held))
        }
        for closure in kept {
            facts.types[owner].closureAssignments.append(ClosureAssignment(base: base, property: property, closure: closure, keeping: keeping))
        }
    }

    /// Records the body of an endless task that `base.property` holds (`self`'s for no base), when
    /// the body uses `self` (see `EndlessTask`).
    private func noteTask(_ body: ClosureExprSyntax, keptIn base: String?, _ property: String, owner: Int) {
        guard isInstanceCode, EndlessTask.usesSelf(body, isMember: { isOwnMember($0, around: body, orProperty: true) }) else { return }
        let fact = ClosureFact(capturesSelfStrongly: true, file: facts.path, range: range(of: body), isTaskBody: true)
        facts.types[owner].closureAssignments.append(ClosureAssignment(base: base, property: property, closure: fact, keeping: .task))
    }

    /// Records `insertions` (see `HierarchyInsertion`) at `node`, in the innermost type.
    private func note(_ insertions: [HierarchyInsertion], at node: some SyntaxProtocol) {
        guard let owner = enclosing.last else { return }
        for insertion in insertions { firstPlaces[owner].note(insertion) { range(of: node) } }
    }

    /// What `closure` captures, where it is.
    func closureFact(_ closure: ClosureExprSyntax) -> ClosureFact {
        ClosureFact(capturesSelfStrongly: ClosureCapture.capturesSelfStrongly(closure), file: facts.path, range: range(of: closure))
    }
}
