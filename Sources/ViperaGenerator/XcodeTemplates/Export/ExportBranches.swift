import Foundation

/// Where a template's logic branches on a parameter: the `{% if %}`, `{% elif %}`, `{% for %}`
/// (and Liquid's `unless`, `case`) tags and the inline `{{ … if … }}` conditions of its files and
/// file names that read it. A free-text parameter read there changes what is written with the
/// text, which Xcode's New File dialog cannot do; the string literals such a tag compares it with
/// are the values that may change the output.
struct ExportBranches {
    /// One tag reading a parameter.
    struct Branch: Equatable {
        /// `Templates/moa/{{module}}Wireframe.swift:104`, or the path alone for a file name.
        let location: String
        /// The tag as written, e.g. `{% if storyboard %}`.
        let tag: String
        /// The string literals the tag holds, e.g. `Main` in `{% if storyboard == "Main" %}`.
        let literals: [String]
    }

    /// The branches on each parameter, in module files first, then in included snippets, each
    /// in path and line order; test files, which export leaves out, are not read.
    private(set) var branches: [String: [Branch]] = [:]

    /// The tags that branch, and the inline conditions.
    private static let tagPattern = try! NSRegularExpression(
        pattern: #"\{%-?\s*(?:if|elif|elsif|ifnot|unless|for|case|when)\b(?:[^%]|%(?!\}))*%\}|\{\{(?:[^}]|\}(?!\}))*\bif\b(?:[^}]|\}(?!\}))*\}\}"#
    )
    private static let literalPattern = try! NSRegularExpression(pattern: #""([^"]*)"|'([^']*)'"#)

    /// Scans `template`'s files (sorted by path) for branches on `parameters`; `folder` begins
    /// each location.
    init(template: Template, parameters: [String], folder: String) {
        let tests = template.manifest.tests.map { $0 + "/" }
        let includes = template.manifest.includes + "/"
        let isInclude = { (file: TemplateFile) in file.path.hasPrefix(includes) || file.path.contains("/" + includes) }
        let files = template.files.filter { file in tests.map { !file.path.hasPrefix($0) } ?? true }
        for file in files.filter({ !isInclude($0) }) + files.filter(isInclude) {
            scan(file.path, parameters: parameters) { _ in "\(folder)/\(file.path)" }
            if let text = file.text {
                scan(text, parameters: parameters) { index in
                    "\(folder)/\(file.path):\(text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 })"
                }
            }
        }
    }

    /// The values worth rendering `parameter` with besides its default: those its branches
    /// compare it with.
    func literals(of parameter: String) -> [String] {
        (branches[parameter] ?? []).flatMap(\.literals)
    }

    private mutating func scan(_ text: String, parameters: [String], location: (String.Index) -> String) {
        let whole = NSRange(text.startIndex..., in: text)
        for match in Self.tagPattern.matches(in: text, range: whole) {
            guard let range = Range(match.range, in: text) else { continue }
            let tag = String(text[range])
            var literals: [String] = []
            let tagRange = NSRange(tag.startIndex..., in: tag)
            for literal in Self.literalPattern.matches(in: tag, range: tagRange) {
                for group in 1...2 {
                    if let groupRange = Range(literal.range(at: group), in: tag) { literals.append(String(tag[groupRange])) }
                }
            }
            let code = Self.literalPattern.stringByReplacingMatches(in: tag, range: tagRange, withTemplate: "\"\"")
            for parameter in parameters where Self.reads(code, parameter) {
                branches[parameter, default: []].append(Branch(location: location(range.lowerBound), tag: tag, literals: literals))
            }
        }
    }

    /// Whether `code` names `parameter` as a variable (not as a member of another, `a.name`).
    private static func reads(_ code: String, _ parameter: String) -> Bool {
        var searchStart = code.startIndex
        while let found = code.range(of: parameter, range: searchStart..<code.endIndex) {
            let before = found.lowerBound == code.startIndex ? nil : code[code.index(before: found.lowerBound)]
            let after = found.upperBound == code.endIndex ? nil : code[found.upperBound]
            let isWord = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWord(before), before != ".", !isWord(after) { return true }
            searchStart = found.upperBound
        }
        return false
    }
}
