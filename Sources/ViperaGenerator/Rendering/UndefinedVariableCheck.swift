import Foundation
import Stencil

/// Finds variables a Stencil template uses but its context does not define, before rendering,
/// so a typo is an error at its file and line rather than a silent blank.
///
/// Stencil renders an unknown variable as nothing; vipera refuses instead. The check also follows
/// `{% include %}` and `{% extends %}` into the files they name (each once for the names it sees),
/// refusing a cycle or a chain deeper than `TemplateLimits.maximumDepth`, and checks each text's
/// block structure.
struct UndefinedVariableCheck {
    /// Snippet texts by the path `{% include %}` names them with.
    let snippets: [String: String]
    /// Turns a template-relative path into the location shown in errors.
    let locate: (String) -> String

    private static let operators: Set<String> = ["and", "or", "not", "in", "==", "!=", "<", ">", "<=", ">=", "(", ")"]
    private static let literals: Set<String> = ["true", "false", "nil"]

    /// A snippet checked against the names known where it is included, that deep in includes.
    private struct CheckedSnippet: Hashable {
        let path: String
        let scope: Set<String>
        let depth: Int
    }

    /// Checks `text` (the template file at `path`) against the names in `scope`; `lex` turns a
    /// text (named by its path) into Stencil's tokens.
    func check(
        _ text: String, path: String, scope: Set<String>, lex: (String, _ name: String) throws(GenerationError) -> [LexedToken]
    ) throws(GenerationError) {
        var checked: Set<CheckedSnippet> = []
        try check(text, path: path, scope: scope, including: [path], checked: &checked, lex: lex)
    }

    private func check(
        _ text: String, path: String, scope: Set<String>, including: [String], checked: inout Set<CheckedSnippet>,
        lex: (String, _ name: String) throws(GenerationError) -> [LexedToken]
    ) throws(GenerationError) {
        // The names known at each depth of `for` loops: the innermost last.
        var scopes = [scope]
        // The tokens the renderer uses, so the check sees exactly the tags it will.
        let tokens = try lex(text, path)
        do { try BlockStructure.check(tokens) } catch {
            throw .render(location: "\(locate(path)):\(error.line)", message: error.message)
        }
        for lexed in tokens {
            let tag = lexed.token
            let line = lexed.line
            let known = scopes[scopes.count - 1]
            let fail = { (message: String) in GenerationError.render(location: "\(locate(path)):\(line)", message: message) }
            switch tag.kind {
            case .comment, .text:
                continue
            case .variable:
                if let name = undefinedName(inVariableTag: tag.components, known: known) {
                    throw fail("undefined variable '\(name)' in '{{ \(tag.contents) }}'")
                }
            case .block:
                // Stencil's own split: a quoted string with spaces stays one word.
                let words = tag.components
                guard let keyword = words.first else { continue }
                switch keyword {
                case "for":
                    guard let inIndex = words.firstIndex(of: "in"), inIndex + 1 < words.count else { continue }
                    let loopVariables = words[1..<inIndex].joined(separator: " ").split(separator: ",")
                        .map { $0.trimmingBlanks() }
                    if let name = undefinedName(inFilterExpression: words[inIndex + 1], known: known) {
                        throw fail("undefined variable '\(name)' in '{% \(tag.contents) %}'")
                    }
                    var loopScope = Set(loopVariables)
                    loopScope.insert("forloop")
                    if let whereIndex = words.firstIndex(of: "where"),
                        let name = undefinedName(inCondition: Array(words[(whereIndex + 1)...]), known: known.union(loopScope))
                    {
                        throw fail("undefined variable '\(name)' in '{% \(tag.contents) %}'")
                    }
                    scopes.append(known.union(loopScope))
                case "endfor":
                    if scopes.count > 1 { scopes.removeLast() }
                case "if", "elif", "ifnot":
                    if let name = undefinedName(inCondition: Array(words.dropFirst()), known: known) {
                        throw fail("undefined variable '\(name)' in '{% \(tag.contents) %}'")
                    }
                case "filter":
                    for filter in words.dropFirst().joined().split(separator: "|") {
                        if let name = undefinedArgument(inFilter: String(filter), known: known) {
                            throw fail("undefined variable '\(name)' in '{% \(tag.contents) %}'")
                        }
                    }
                case "include", "extends":
                    guard words.count > 1 else { continue }
                    let name = words[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                    guard let snippet = snippets[name] else {
                        throw fail("\(keyword == "include" ? "included" : "extended") file '\(name)' is not part of the template")
                    }
                    let chain = (including + [name]).map { "'\($0)'" }.joined(separator: " → ")
                    guard !including.contains(name) else { throw fail("'\(name)' \(keyword == "include" ? "includes" : "extends") itself: \(chain)") }
                    guard including.count < TemplateLimits.maximumDepth else {
                        throw fail("includes and extends nest deeper than \(TemplateLimits.maximumDepth) levels")
                    }
                    // A snippet checked with these names at this depth passed (its own includes
                    // too), however often it is included: includes of includes stay linear.
                    guard checked.insert(CheckedSnippet(path: name, scope: known, depth: including.count)).inserted else { continue }
                    try check(snippet, path: name, scope: known, including: including + [name], checked: &checked, lex: lex)
                default:
                    continue
                }
            }
        }
    }

    /// `value`, or `value if condition [else other]`.
    private func undefinedName(inVariableTag words: [String], known: Set<String>) -> String? {
        guard words.count > 2, words[1] == "if" else {
            return undefinedName(inFilterExpression: words.joined(separator: " "), known: known)
        }
        let elseIndex = words.firstIndex(of: "else") ?? words.endIndex
        return undefinedName(inFilterExpression: words[0], known: known)
            ?? undefinedName(inCondition: Array(words[2..<elseIndex]), known: known)
            ?? words[elseIndex...].dropFirst().first.flatMap { undefinedName(inFilterExpression: $0, known: known) }
    }

    private func undefinedName(inCondition words: [String], known: Set<String>) -> String? {
        for word in words where !Self.operators.contains(word) {
            if let name = undefinedName(inFilterExpression: word, known: known) { return name }
        }
        return nil
    }

    private func undefinedName(inFilterExpression expression: String, known: Set<String>) -> String? {
        let parts = expression.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        if let name = undefinedName(inResolvable: parts[0], known: known) { return name }
        for filter in parts.dropFirst() {
            if let name = undefinedArgument(inFilter: filter, known: known) { return name }
        }
        return nil
    }

    private func undefinedArgument(inFilter filter: String, known: Set<String>) -> String? {
        guard let colon = filter.firstIndex(of: ":") else { return nil }
        for argument in filter[filter.index(after: colon)...].split(separator: ",") {
            if let name = undefinedName(inResolvable: String(argument), known: known) { return name }
        }
        return nil
    }

    private func undefinedName(inResolvable token: String, known: Set<String>) -> String? {
        let token = token.trimmingBlanks()
        guard let first = token.first, first != "\"", first != "'", !first.isNumber, first != "-",
            !Self.literals.contains(token)
        else { return nil }
        let root = String(token.prefix { $0 != "." && $0 != "[" })
        return known.contains(root) ? nil : root
    }
}
