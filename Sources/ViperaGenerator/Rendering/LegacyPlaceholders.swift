import Foundation

/// vipera 1.x/2.x templates: no manifest and `{module}`, `{project}`, `{author}`, `{date}`,
/// `{year}` placeholders in file names and contents.
enum LegacyPlaceholders {
    /// `text` with every known placeholder replaced.
    /// - Throws: a render error at `location` for the first placeholder left over.
    static func render(_ text: String, context: RenderContext, location: String) throws(GenerationError) -> String {
        let values = [
            "module": context.module, "project": context.project, "author": context.author,
            "date": context.date, "year": context.year,
        ]
        var result = text
        for (name, value) in values {
            result = result.replacingOccurrences(of: "{\(name)}", with: value)
        }
        if let leftover = leftoverPlaceholder(in: result) {
            throw .render(
                location: "\(location):\(leftover.line)",
                message: "unknown placeholder '\(leftover.text)' (known: {module}, {project}, {author}, {date}, {year})"
            )
        }
        return result
    }

    /// The placeholders vipera 1.x/2.x replaced.
    static let names = ["module", "project", "author", "date", "year"]

    /// The first vipera 1.x placeholder (`{module}`…) in `text`, with its line: one pass over
    /// the bytes, for texts rendered with Stencil, where such a placeholder is a mistake.
    static func knownPlaceholder(in text: String) -> (text: String, line: Int)? {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "{") {
                for name in names {
                    let end = index + 1 + name.utf8.count
                    if end < bytes.count, bytes[end] == UInt8(ascii: "}"), bytes[(index + 1)..<end].elementsEqual(name.utf8) {
                        return ("{\(name)}", 1 + bytes[..<index].count(where: { $0 == UInt8(ascii: "\n") }))
                    }
                }
            }
            return nil
        }
    }

    private static let placeholder = try! NSRegularExpression(pattern: "\\{[A-Za-z_][A-Za-z0-9_]*\\}")

    private static func leftoverPlaceholder(in text: String) -> (text: String, line: Int)? {
        let range = NSRange(text.startIndex..., in: text)
        guard let match = placeholder.firstMatch(in: text, range: range),
            let matchRange = Range(match.range, in: text)
        else { return nil }
        let line = text[..<matchRange.lowerBound].filter { $0 == "\n" }.count + 1
        return (String(text[matchRange]), line)
    }
}
