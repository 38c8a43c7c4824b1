/// Where a key of a YAML mapping appears a second time. Yams refuses duplicate keys but points
/// at the start of the mapping; this finds the duplicate's own line in the text.
struct YAMLDuplicateKey {
    /// The duplicated key.
    let key: String
    /// The line (from 1) of its first occurrence.
    let firstLine: Int
    /// The line (from 1) of its second occurrence.
    let line: Int

    /// The second occurrence of `key` in the mapping that starts on `mappingLine` of `text`: a
    /// later line with the key at the same column as its first occurrence (`key:`, `'key':`,
    /// `"key":`, also as `- key:`), or the key twice on one line of a flow mapping.
    init?(key: String, in text: String, mappingLine: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let spellings = [key, "'\(key)'", "\"\(key)\""]
        var first: (line: Int, column: Int)?
        for index in max(mappingLine - 1, 0)..<lines.count {
            let columns = Self.columns(ofKey: spellings, in: lines[index])
            if first == nil, columns.count > 1 {
                self.init(key: key, firstLine: index + 1, line: index + 1)
                return
            }
            guard let column = columns.first else { continue }
            guard let found = first else {
                first = (index + 1, column)
                continue
            }
            if column == found.column {
                self.init(key: key, firstLine: found.line, line: index + 1)
                return
            }
        }
        return nil
    }

    private init(key: String, firstLine: Int, line: Int) {
        self.key = key
        self.firstLine = firstLine
        self.line = line
    }

    /// The columns where one of `spellings`, followed by optional spaces and `:`, starts a key
    /// in `line`: after the indentation or `- `, or after `{` or `,` in a flow mapping.
    private static func columns(ofKey spellings: [String], in line: Substring) -> [Int] {
        let characters = Array(line)
        var result: [Int] = []
        for start in characters.indices {
            let before = characters[..<start].last { $0 != " " }
            guard before == nil || before == "-" || before == "{" || before == "," else { continue }
            for spelling in spellings where characters[start...].starts(with: spelling) {
                let rest = characters[(start + spelling.count)...].drop { $0 == " " }
                if rest.first == ":" { result.append(start) }
            }
        }
        return result
    }
}
