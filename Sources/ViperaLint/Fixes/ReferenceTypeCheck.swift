import SwiftSyntax

/// Whether a property's type can be held weakly: a class, a class-bound protocol, a protocol
/// every conformer of which is a class (made class-bound with `: AnyObject` at its declaration),
/// or an alias of a composition with a class or class-bound part.
struct ReferenceTypeCheck {
    enum Outcome {
        /// A reference type as it is.
        case reference
        /// A protocol that becomes class-bound with this edit.
        case classBound(by: FixEdit)
        /// Not one vipera can prove holds only objects.
        case refused(String)
    }

    let sources: FixSources
    let types: CodebaseTypes

    /// The prefixes of UIKit's, AppKit's and Foundation's types (and of the frameworks' around them).
    private static let frameworkPrefixes = ["UI", "NS", "AV", "CA", "CL", "MK", "SK", "WK", "PH", "SCN"]

    /// Names that make a protocol class-bound.
    private static let classBounds: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]

    func check(_ name: String) -> Outcome {
        let declarations = types.declarations(of: name).filter { $0.kind != .extension }
        guard let declaration = declarations.first else {
            // Declared outside the checked files: only Apple's frameworks' classes and protocols
            // (all class-bound) are known to hold objects.
            guard Self.frameworkPrefixes.contains(where: name.hasPrefix) else {
                return .refused("\(name) is declared outside the checked files, so vipera cannot tell it holds only objects")
            }
            return .reference
        }
        guard declarations.count == 1 else { return .refused("\(name) is declared more than once in the checked files") }
        switch declaration.kind {
        case .class, .actor: return .reference
        case .protocol: return protocolOutcome(declaration)
        case .typealias: return aliasHoldsObjects(name) ? .reference : .refused("\(name) is a type alias")
        case .struct, .enum, .extension: return .refused("\(name) is a value type, which cannot be held weakly")
        }
    }

    private func protocolOutcome(_ declaration: TypeDeclaration) -> Outcome {
        let name = declaration.name
        if isClassBound(name, visited: []) { return .reference }
        if let exclusion = declaration.exclusion {
            return .refused("\(name) is declared in \(exclusion) (\(declaration.path)), which vipera does not edit")
        }
        let conformers = types.inheriting(name)
        guard !conformers.isEmpty else { return .refused("no class in the checked files conforms to \(name), so it cannot be made class-bound safely") }
        for conformer in conformers {
            switch conformer.kind {
            case .class: continue
            case .extension where types.kind(of: conformer.name) == .class: continue
            case .protocol: return .refused("\(conformer.name) refines \(name), and vipera does not make protocol hierarchies class-bound")
            default: return .refused("\(conformer.name) conforms to \(name) and is not a class, so \(name) cannot be class-bound")
            }
        }
        guard let node = declaration.node(ProtocolDeclSyntax.self, in: sources), let file = sources.file(declaration.path) else {
            return .refused("\(name) is not a protocol")
        }
        if let first = node.inheritanceClause?.inheritedTypes.first {
            return .classBound(by: file.edit(at: first.positionAfterSkippingLeadingTrivia.utf8Offset, "AnyObject, "))
        }
        let end = node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia
        return .classBound(by: file.edit(at: end.utf8Offset, ": AnyObject"))
    }

    /// Whether the type alias `name` is a composition one of whose parts admits only objects
    /// (`typealias EntryView = BaseView & UIViewController`).
    private func aliasHoldsObjects(_ name: String) -> Bool {
        let aliases = types.aliases(named: name)
        guard aliases.count == 1, let alias = aliases.first, alias.kind == .composition else { return false }
        return alias.targets.contains { target in
            let part = String(target.split(separator: ".").last ?? Substring(target))
            guard types.declarations(of: part).contains(where: { $0.kind != .extension }) else {
                return Self.frameworkPrefixes.contains(where: part.hasPrefix)
            }
            return types.kind(of: part) == .class || isClassBound(part, visited: [])
        }
    }

    /// Whether the protocol `name` only admits classes: it inherits `AnyObject` (or a class, or
    /// a protocol that does).
    private func isClassBound(_ name: String, visited: Set<String>) -> Bool {
        guard !visited.contains(name) else { return false }
        let declarations = types.declarations(of: name).filter { $0.kind == .protocol || $0.kind == .class }
        guard let declaration = declarations.first else { return false }
        if declaration.kind == .class { return true }
        // An `@objc` protocol only admits classes.
        if declaration.kind == .protocol, declaration.attributes.contains("objc") { return true }
        return declaration.inherited.contains { inherited in
            Self.classBounds.contains(inherited) || types.kind(of: inherited) == .class || isClassBound(inherited, visited: visited.union([name]))
        }
    }
}
