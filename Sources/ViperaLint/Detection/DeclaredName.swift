import Foundation

/// A type a file declares, as a quick text scan reads it for detection: kind, name and the
/// names after its colon. Detection needs names only, so it spares the full parse.
struct DeclaredName: Hashable {
    let kind: String
    let name: String
    let inherited: [String]

    private static let pattern = try! NSRegularExpression(
        pattern: #"^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|private|fileprivate|open|final)[ \t]+)*(protocol|class|struct|enum|actor|typealias)[ \t]+([A-Z]\w*)([^{\n]*)"#,
        options: [.anchorsMatchLines]
    )

    /// The declarations in `text`; a `typealias X = A & B` counts as a protocol.
    static func scan(_ text: String) -> [DeclaredName] {
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            guard let kindRange = Range(match.range(at: 1), in: text), let nameRange = Range(match.range(at: 2), in: text),
                  let restRange = Range(match.range(at: 3), in: text)
            else { return nil }
            var kind = String(text[kindRange])
            let rest = String(text[restRange])
            if kind == "typealias" {
                guard rest.contains("&") else { return nil }
                kind = "protocol"
            }
            let clause = rest.split(separator: ":", maxSplits: 1).dropFirst().first ?? ""
            let inherited = clause.split(whereSeparator: { ",&=".contains($0) }).map {
                $0.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            }.filter { !$0.isEmpty }.map(String.init)
            return DeclaredName(kind: kind, name: String(text[nameRange]), inherited: inherited)
        }
    }
}
