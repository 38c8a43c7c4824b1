@_spi(RawSyntax) import SwiftSyntax

/// Reads the properties one `var`/`let` member declaration declares (`var a, b: T` declares two).
struct PropertyReader {
    private(set) var properties: [PropertyFact] = []

    init(declaration: VariableDeclSyntax, isRequirement: Bool, collector: FactCollector) {
        // Read over the raw tree: no node is made for the parts read.
        guard let raw = RawVariableDeclSyntax(declaration.raw) else { return }
        var (ownership, isStatic, isLazy, isOverride) = (Ownership.strong, false, false, false)
        for modifier in RawTree.children(of: raw.modifiers.raw).lazy.compactMap(RawDeclModifierSyntax.init) {
            let name = modifier.name.tokenView
            guard name.rawKind == .keyword else { continue }
            switch name.rawText {
            case "static", "class": isStatic = true
            case "lazy": isLazy = true
            case "override": isOverride = true
            case "weak" where ownership == .strong: ownership = .weak
            case "unowned" where ownership == .strong:
                ownership = modifier.detail?.detail.tokenView.rawText == "unsafe" ? .unownedUnsafe : .unowned
            default: continue
            }
        }
        let isLet = raw.bindingSpecifier.tokenView.rawText == "let"
        // Most properties have no attribute: their nodes are made only when there are some.
        let attributeNodes = raw.attributes.layoutView.children.isEmpty ? [] : declaration.attributes.compactMap { $0.as(AttributeSyntax.self) }
        // `@SwiftUI.State` is `@State`.
        let attributes = attributeNodes.map { String($0.attributeName.trimmedDescription.split(separator: ".").last ?? "") }
        let environmentObject = zip(attributeNodes, attributes).lazy.compactMap { $1 == "Environment" ? Self.environmentObjectType($0) : nil }.first
        let range = collector.range(of: declaration)
        // In `var a, b: T` only the last binding carries the annotation; it applies to the others.
        var sharedType: RawSyntax?
        var reversed: [PropertyFact] = []
        let bindings = Array(RawTree.children(of: raw.bindings.raw).lazy.compactMap(RawPatternBindingSyntax.init))
        for (position, binding) in bindings.enumerated().reversed() {
            let annotation = binding.typeAnnotation?.type.raw
            if let annotation {
                sharedType = annotation
            } else if binding.initializer != nil {
                sharedType = nil
            }
            guard let identifier = RawIdentifierPatternSyntax(binding.pattern) else { continue }
            let initializer = binding.initializer?.value.raw
            // A stored closure's node is made to read what it captures.
            let storedClosure =
                initializer?.kind == .closureExpr
                ? Array(declaration.bindings)[position].initializer?.value.as(ClosureExprSyntax.self) : nil
            var declared = (annotation ?? sharedType).map(DeclaredType.init(raw:))
            let constructed = initializer.flatMap(Self.constructedType)
            if declared == nil, let named = constructed ?? environmentObject {
                declared = DeclaredType(named: named)
            }
            let weaklyBoxedOnly = declared.map { $0.names.isEmpty && !$0.weaklyBoxedNames.isEmpty } ?? false
            reversed.append(
                PropertyFact(
                    name: String(syntaxText: identifier.identifier.tokenView.rawText),
                    ownership: weaklyBoxedOnly ? .weak : ownership,
                    typeNames: weaklyBoxedOnly ? declared?.weaklyBoxedNames ?? [] : declared?.names ?? [],
                    exactType: isLet || annotation == nil && sharedType == nil ? constructed : nil,
                    isFunction: declared?.isFunction == true || storedClosure != nil,
                    isStored: Self.isStored(binding.accessorBlock, isOverride: isOverride),
                    isStatic: isStatic,
                    isLazy: isLazy,
                    isRequirement: isRequirement,
                    attributes: attributes,
                    storedClosure: storedClosure.map(collector.closureFact),
                    range: range
                ))
        }
        properties = reversed.reversed()
    }

    /// Stored unless it has a getter; `willSet`/`didSet` observers still store, except on an
    /// `override`, which observes the superclass's storage.
    private static func isStored(_ accessors: RawAccessorBlockSyntax?, isOverride: Bool) -> Bool {
        guard let accessors else { return true }
        guard !isOverride, let list = RawAccessorDeclListSyntax(accessors.accessors) else { return false }
        return RawTree.children(of: list.raw).lazy.compactMap(RawAccessorDeclSyntax.init).allSatisfy { accessor in
            let specifier = accessor.accessorSpecifier.tokenView.rawText
            return specifier == "willSet" || specifier == "didSet"
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

    /// `Foo()`, `Foo(x:)`, `Foo.init()` → `Foo`; an immediately called closure or anything else → nil.
    private static func constructedType(_ expression: RawSyntax) -> String? {
        guard let call = RawFunctionCallExprSyntax(expression) else { return nil }
        var callee = call.calledExpression.raw
        if let member = RawMemberAccessExprSyntax(callee), member.declName.baseName.tokenView.rawText == "init", let base = member.base {
            callee = base.raw
        }
        if let specialized = RawGenericSpecializationExprSyntax(callee) { callee = specialized.expression.raw }
        guard let reference = RawDeclReferenceExprSyntax(callee) else { return nil }
        let name = String(syntaxText: reference.baseName.tokenView.rawText)
        return name.first?.isUppercase == true ? name : nil
    }
}
