import Foundation

/// The generated values of a file header (`Created by Jane Doe on 12/03/2019.`,
/// `Copyright © 2019 Acme.`), made to render as they are for the module they were extracted
/// from, and as the author, date and year of the generation for any other: a new module is
/// neither credited to whoever wrote the original nor dated back to it.
enum FileHeader {
    /// `Created by <author> on <date>` as Xcode writes it (any date made of digits and `./-`).
    private static let created = try! NSRegularExpression(pattern: #"^(.*Created by )(.+?)( on )([0-9][0-9./-]*[0-9])(.*)$"#)
    /// A year in a line naming a copyright.
    private static let copyright = try! NSRegularExpression(pattern: #"^(.*(?:Copyright|\(c\)|©).*?)((?:19|20)[0-9]{2})(.*)$"#)

    /// The header comment `comment` as a template: spellings of the module made tags, and each
    /// generated value a tag printing the original for the module itself, else the generation's.
    static func template(_ comment: String, spellings: NameSpellings) -> TemplateText {
        var result = TemplateText()
        for line in lines(of: comment) {
            let body = line.hasSuffix("\n") ? String(line.dropLast()) : line
            let ending = line.hasSuffix("\n") ? "\n" : ""
            if let groups = match(created, body), isQuotable(groups[2]), isQuotable(groups[4]) {
                result.append(spellings.template(groups[1]))
                result.append(variable: original(groups[2], orElse: "author", module: spellings.module))
                result.append(text: groups[3])
                result.append(variable: original(groups[4], orElse: "date", module: spellings.module))
                result.append(spellings.template(groups[5] + ending))
            } else if let groups = match(copyright, body) {
                result.append(spellings.template(groups[1]))
                result.append(variable: original(groups[2], orElse: "year", module: spellings.module))
                result.append(spellings.template(groups[3] + ending))
            } else {
                result.append(spellings.template(line))
            }
        }
        return result
    }

    /// `"<value>" if module == "<module>" else <variable>`.
    private static func original(_ value: String, orElse variable: String, module: String) -> String {
        "\"\(value)\" if module == \"\(module)\" else \(variable)"
    }

    /// Whether `value` can stand in a Stencil string literal as it is.
    private static func isQuotable(_ value: String) -> Bool {
        !value.contains { "\"'{}%#|\\".contains($0) }
    }

    /// The lines of `text`, each with its line feed.
    private static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The groups of `regex`'s match of the whole of `line` (index 0 the line), `nil` without one.
    private static func match(_ regex: NSRegularExpression, _ line: String) -> [String]? {
        guard let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
        }
    }
}
