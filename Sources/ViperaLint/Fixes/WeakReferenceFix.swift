import SwiftSyntax

/// Makes a stored property weak: `weak` before its `var` (`let` becomes `var`), its type
/// optional when it is not (only when every use still type-checks, with `?` where a statement
/// calls through it, and the protocol requirement it implements with it: `OptionalRequirement`),
/// and its protocol class-bound when every conformer is a class.
struct WeakReferenceFix {
    let sources: FixSources
    let types: CodebaseTypes

    /// Attributes a weak property may keep; any other (a property wrapper) refuses the fix.
    private static let keptAttributes: Set<String> = ["IBOutlet", "objc", "nonobjc", "MainActor"]

    /// The fix for the property `holder.name` declared at `offset` of `file`.
    func fix(_ file: FixSources.File, offset: Int, holder: String, name: String) -> Fix {
        let summary = "make \(holder).\(name) weak"
        switch edits(file, offset: offset, holder: holder, name: name) {
        case .success(let edits): return Fix(summary: summary, edits: edits)
        case .failure(let refusal): return Fix(summary: summary, refusedBecause: refusal.reason)
        }
    }

    private func edits(_ file: FixSources.File, offset: Int, holder: String, name: String) -> FixEdits {
        func refuse(_ reason: String) -> FixEdits { .failure(FixRefusal(reason: reason)) }
        guard let declaration = file.node(VariableDeclSyntax.self, startingAt: offset) else {
            return refuse("the file no longer declares \(holder).\(name) where the finding is")
        }
        guard declaration.bindings.count == 1, let binding = declaration.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        else { return refuse("\(name) is declared together with other properties, which weak would change too") }
        if let wrapper = declaration.attributes.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
            !Self.keptAttributes.contains($0.attributeName.trimmedDescription)
        }) {
            return refuse("\(name) has the attribute \(wrapper.trimmedDescription), which a weak property cannot keep")
        }
        if let held = declaration.modifiers.first(where: { [.keyword(.weak), .keyword(.unowned)].contains($0.name.tokenKind) }) {
            // A weak `@IBOutlet` counts as owning (the view hierarchy keeps it): there is no `weak` to add.
            return refuse("\(holder).\(name) is already \(held.name.text); the object that keeps it alive is elsewhere")
        }
        if declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
            return refuse("\(name) is lazy, and a lazy property cannot be weak")
        }
        if binding.accessorBlock.map({ Self.isComputed($0) }) == true { return refuse("\(name) is computed") }
        guard let annotation = binding.typeAnnotation else {
            return refuse("\(name)'s type is inferred from its initial value, which a weak property would free at once")
        }
        var edits: [FixEdit] = []
        let (wrapped, isOptional) = Self.unwrapped(annotation.type)
        if let value = binding.initializer?.value, !value.is(NilLiteralExprSyntax.self) {
            return refuse("\(name) is initialized with \(value.trimmedDescription), which a weak property would free at once")
        }
        guard let typeName = Self.referencedName(wrapped) else { return refuse("\(name)'s type \(wrapped.trimmedDescription) is not a single named type") }
        switch ReferenceTypeCheck(sources: sources, types: types).check(typeName) {
        case .reference: break
        case .classBound(let edit): edits.append(edit)
        case .refused(let reason): return refuse(reason)
        }
        if !isOptional {
            if let requirement = protocolRequirement(holder: holder, name: name) {
                switch OptionalRequirement(sources: sources, types: types).edits(protocol: requirement, property: name, holder: holder) {
                case .success(let requirementEdits): edits += requirementEdits
                case .failure(let refusal): return .failure(refusal)
                }
            }
            switch OptionalUses(holder: holder, name: name).edits(in: types) {
            case .success(let uses): edits += uses
            case .failure(let refusal): return .failure(refusal)
            }
            let type = annotation.type
            let needsParentheses = !(type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self))
            if needsParentheses { edits.append(file.edit(at: type.positionAfterSkippingLeadingTrivia.utf8Offset, "(")) }
            edits.append(file.edit(at: type.endPositionBeforeTrailingTrivia.utf8Offset, needsParentheses ? ")?" : "?"))
        }
        let specifier = declaration.bindingSpecifier
        let start = specifier.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(
            specifier.tokenKind == .keyword(.let)
                ? file.edit(at: start, length: specifier.trimmedLength.utf8Length, "weak var") : file.edit(at: start, "weak "))
        return .success(edits)
    }

    /// The type inside `Optional`/`?`/`!`, and whether there was one.
    private static func unwrapped(_ type: TypeSyntax) -> (TypeSyntax, Bool) {
        if let optional = type.as(OptionalTypeSyntax.self) { return (optional.wrappedType, true) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return (unwrapped.wrappedType, true) }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
            let argument = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self)
        {
            return (argument, true)
        }
        return (type, false)
    }

    /// The name in `Name`, `any Name`, `(any Name)`, `Module.Name`.
    private static func referencedName(_ type: TypeSyntax) -> String? {
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return referencedName(only.type)
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return referencedName(some.constraint) }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil { return member.name.text }
        return nil
    }

    private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: true
        case .accessors(let accessors): accessors.contains { [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// A protocol `holder` conforms to (in the checked files) that requires a property `name`.
    private func protocolRequirement(holder: String, name: String) -> String? {
        let conformances = types.declarations(of: holder).flatMap(\.inherited)
        return conformances.first { protocolName in
            types.declarations(of: protocolName).contains { declaration in
                declaration.kind == .protocol && declaration.properties.contains { $0.name == name }
            }
        }
    }
}
