import SwiftParser
import SwiftSyntax

/// The names a template's generated Swift declares (properties, locals, parameters, functions),
/// each with the first place it is declared. A spec input named like one of them would clash
/// with it in the generated code.
struct DeclaredNames {
    /// Each declared name and where: `Login/Default/LoginDefaultInteractor.swift:12`.
    private(set) var places: [String: String] = [:]

    /// The names declared in the rendered Swift files of `files`, shown through `display`; files
    /// are read in path order, so the place given does not depend on how the template names them.
    init(files: [RenderedFile], display: (RenderedFile) -> String) {
        for file in files.sorted(by: { $0.path < $1.path }) where file.path.hasSuffix(".swift") {
            let tree = Parser.parse(source: String(decoding: file.data, as: UTF8.self))
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            for token in collector.names where places[token.text] == nil {
                places[token.text] = "\(display(file)):\(token.startLocation(converter: converter).line)"
            }
        }
    }
}

/// Collects the name tokens of declarations.
private final class DeclarationCollector: SyntaxVisitor {
    private(set) var names: [TokenSyntax] = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.identifier)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.secondName ?? node.firstName)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.name)
        return .visitChildren
    }
}
