import SwiftParser
import SwiftSyntax

/// The types a Swift file declares at its top level (also inside `#if` blocks there), each with
/// its keyword and line. Nested types and extensions declare no top-level name, and a `private`
/// or `fileprivate` type is seen by its own file only.
struct TopLevelTypes {
    /// One top-level type declaration.
    struct Declaration: Equatable {
        let name: String
        /// `class`, `struct`, `enum`, `protocol`, `actor` or `typealias`.
        let keyword: String
        let line: Int
    }

    let declarations: [Declaration]

    init(source: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var found: [Declaration] = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let declaration = Self.declaration(item.item, converter: converter) {
                    found.append(declaration)
                } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let statements) = clause.elements { collect(statements) }
                    }
                }
            }
        }
        collect(tree.statements)
        declarations = found
    }

    private static func declaration(_ item: CodeBlockItemSyntax.Item, converter: SourceLocationConverter) -> Declaration? {
        guard let (modifiers, keyword, name) = parts(of: item), name.presence == .present,
            !modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
        else { return nil }
        return Declaration(name: name.identifier?.name ?? name.text, keyword: keyword.text, line: name.startLocation(converter: converter).line)
    }

    /// A type declaration's modifiers, keyword and name; `nil` for any other item.
    private static func parts(of item: CodeBlockItemSyntax.Item) -> (DeclModifierListSyntax, TokenSyntax, TokenSyntax)? {
        if let node = item.as(ClassDeclSyntax.self) { return (node.modifiers, node.classKeyword, node.name) }
        if let node = item.as(StructDeclSyntax.self) { return (node.modifiers, node.structKeyword, node.name) }
        if let node = item.as(EnumDeclSyntax.self) { return (node.modifiers, node.enumKeyword, node.name) }
        if let node = item.as(ProtocolDeclSyntax.self) { return (node.modifiers, node.protocolKeyword, node.name) }
        if let node = item.as(ActorDeclSyntax.self) { return (node.modifiers, node.actorKeyword, node.name) }
        if let node = item.as(TypeAliasDeclSyntax.self) { return (node.modifiers, node.typealiasKeyword, node.name) }
        return nil
    }
}
