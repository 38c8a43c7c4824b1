import SwiftParser
import SwiftSyntax

/// Makes a Swift file of a module a template, token by token: an identifier the project
/// declares has the module's spellings made tags (`LoginPresenter`, `loginButton`), one it does
/// not declare stays as it is (`DispatchQueue.main` in module `Main`, UIKit's
/// `openSettingsURLString` in module `Settings`); strings and comments have every spelling made a
/// tag; keywords and punctuation are never touched. The file header's generated values render
/// as `FileHeader` says. A top-level declaration not named for the module is written as
/// `SharedDeclarations` says: for the module alone, or under each module's name.
struct SwiftFileTemplating {
    let spellings: NameSpellings
    /// The names the project's Swift files declare.
    let declared: Set<String>
    /// The names each module declares under its own name, with the template of the other
    /// modules' (`SharedDeclarations.renamed`).
    let renamed: [String: String]

    /// The template of `source`, the file at `path`.
    func template(_ source: String, path: String) -> TemplateText {
        let tree = Parser.parse(source: source)
        let onlyFor = SharedDeclarations.onlyFor(spellings.module)
        var opening: Set<SyntaxIdentifier> = []
        var closing: Set<SyntaxIdentifier> = []
        for item in tree.statements where !SharedDeclarations.isManifest(path) && SharedDeclarations.kind(of: item, spellings: spellings) == .moduleOnly {
            if let first = item.firstToken(viewMode: .sourceAccurate), let last = item.lastToken(viewMode: .sourceAccurate) {
                opening.insert(first.id)
                closing.insert(last.id)
            }
        }
        var result = TemplateText()
        var isFirst = true
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let leading = token.leadingTrivia.description
            // The file's header stays when its first declaration is left out.
            if opening.contains(token.id), !isFirst { result.append(tag: onlyFor.open) }
            result.append(isFirst ? FileHeader.template(leading, spellings: spellings) : spellings.template(leading))
            if opening.contains(token.id), isFirst { result.append(tag: onlyFor.open) }
            isFirst = false
            switch token.tokenKind {
            case .identifier(let name) where renamed[name.trimmingBackticks] != nil:
                let others = renamed[name.trimmingBackticks] ?? name
                result.append(tag: SharedDeclarations.template(of: name.trimmingBackticks, others: others, module: spellings.module))
            case .identifier(let name) where declared.contains(name.trimmingBackticks):
                result.append(spellings.template(token.text))
            case .stringSegment:
                result.append(spellings.template(token.text))
            default:
                result.append(text: token.text)
            }
            result.append(spellings.template(token.trailingTrivia.description))
            if closing.contains(token.id) { result.append(tag: onlyFor.close) }
        }
        return result
    }
}

extension String {
    /// The name without the backticks that let a keyword be an identifier.
    fileprivate var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}

/// The names declared in Swift sources: types, functions, properties and locals, parameters,
/// enum cases, type aliases and associated types.
final class DeclaredNameCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []

    /// The names `source` declares, added to those collected so far.
    func collect(_ source: String) {
        walk(Parser.parse(source: source))
    }

    private func add(_ token: TokenSyntax) {
        names.insert(token.text.trimmingBackticks)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        add(node.identifier)
        return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.firstName)
        if let secondName = node.secondName { add(secondName) }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
        if let firstName = node.firstName { add(firstName) }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.firstName)
        return .visitChildren
    }
}
