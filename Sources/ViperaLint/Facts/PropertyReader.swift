import SwiftSyntax

/// Reads the properties one `var`/`let` member declaration declares (`var a, b: T` declares two).
struct PropertyReader {
    private(set) var properties: [PropertyFact] = []

    init(declaration: VariableDeclSyntax, isRequirement: Bool, collector: FactCollector) {
        var (ownership, isStatic, isLazy, isOverride) = (Ownership.strong, false, false, false)
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class): isStatic = true
            case .keyword(.lazy): isLazy = true
            case .keyword(.override): isOverride = true
            case .keyword(.weak) where ownership == .strong: ownership = .weak
            case .keyword(.unowned) where ownership == .strong:
                ownership = modifier.detail?.detail.text == "unsafe" ? .unownedUnsafe : .unowned
            default: continue
            }
        }
        let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        let attributeNodes = declaration.attributes.compactMap { $0.as(AttributeSyntax.self) }
        // `@SwiftUI.State` is `@State`.
        let attributes = attributeNodes.map { String($0.attributeName.trimmedDescription.split(separator: ".").last ?? "") }
        let environmentObject = zip(attributeNodes, attributes).lazy.compactMap { $1 == "Environment" ? Self.environmentObjectType($0) : nil }.first
        let range = collector.range(of: declaration)
        // In `var a, b: T` only the last binding carries the annotation; it applies to the others.
        var sharedType: TypeSyntax?
        var reversed: [PropertyFact] = []
        for binding in declaration.bindings.reversed() {
            let annotation = binding.typeAnnotation?.type
            if let annotation {
                sharedType = annotation
            } else if binding.initializer != nil {
                sharedType = nil
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let initializer = binding.initializer?.value
            let storedClosure = initializer?.as(ClosureExprSyntax.self)
            let declaredType = annotation ?? sharedType
            var declared = declaredType.map(DeclaredType.init)
            let inferred = initializer.flatMap { InitialValueType($0) }
            let constructed = inferred?.isExact == true ? inferred?.name : nil
            if declared == nil, let named = inferred?.name ?? environmentObject {
                declared = DeclaredType(named: named)
            }
            let weaklyBoxedOnly = declared.map { $0.names.isEmpty && !$0.weaklyBoxedNames.isEmpty } ?? false
            reversed.append(
                PropertyFact(
                    name: SharedNames.shared(name),
                    ownership: weaklyBoxedOnly ? .weak : ownership,
                    typeNames: weaklyBoxedOnly ? declared?.weaklyBoxedNames ?? [] : declared?.names ?? [],
                    exactType: isLet || annotation == nil && sharedType == nil ? constructed : nil,
                    isFunction: declared?.isFunction == true || storedClosure != nil,
                    closureResult: declaredType.map(ClosureResult.init),
                    isStored: Self.isStored(binding.accessorBlock, isOverride: isOverride),
                    isStatic: isStatic,
                    isLazy: isLazy,
                    isRequirement: isRequirement,
                    attributes: attributes,
                    storedClosure: storedClosure.map(collector.closureFact),
                    range: range,
                    isConstant: isLet,
                    isCollection: declared?.isCollection == true || initializer.map(Self.isCollectionLiteral) == true
                ))
        }
        properties = reversed.reversed()
    }

    /// Whether `value` is an array or dictionary literal, or makes an empty one
    /// (`[Observer]()`, `[String: Session]()`).
    private static func isCollectionLiteral(_ value: ExprSyntax) -> Bool {
        let literal = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        return literal.is(ArrayExprSyntax.self) || literal.is(DictionaryExprSyntax.self)
    }

    /// Stored unless it has a getter; `willSet`/`didSet` observers still store, except on an
    /// `override`, which observes the superclass's storage.
    private static func isStored(_ accessors: AccessorBlockSyntax?, isOverride: Bool) -> Bool {
        guard let accessors else { return true }
        guard !isOverride, case .accessors(let list) = accessors.accessors else { return false }
        return list.allSatisfy { accessor in
            accessor.accessorSpecifier.tokenKind == .keyword(.willSet) || accessor.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }

    /// `@Environment(Model.self)` → `Model` (for an attribute named `Environment`): the type of
    /// the object the environment provides, which such a property usually does not annotate. A
    /// key path (`@Environment(\.dismiss)`) → nil.
    private static func environmentObjectType(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = attribute.arguments,
            let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return base.baseName.text
    }
}
