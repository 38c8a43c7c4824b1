extension ProjectEditor {
    /// The project's text with this edit's objects and list entries inserted; every other byte
    /// as it was.
    public func editedText() -> String {
        var insertions: [(offset: Int, text: String)] = []
        let bytes = Array(project.text.utf8)
        for (list, entries) in appended {
            guard let node = project.objects[list.object]?[list.key] else { continue }
            insertions.append(listInsertion(entries, closingAt: node.range.upperBound - 1, in: bytes))
        }
        var objects = newObjects
        let groups = renderedGroups()
        if !groups.isEmpty { objects["PBXGroup", default: []] += groups }
        for (isa, items) in objects {
            insertions += sectionInsertions(isa: isa, items: items.sorted { $0.id < $1.id }, in: bytes)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var position = 0
        for insertion in insertions.enumerated().sorted(by: { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }) {
            result += bytes[position..<insertion.element.offset]
            result += Array(insertion.element.text.utf8)
            position = insertion.element.offset
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Entries to add before a list's `)`, each on its own line, indented one level deeper than it.
    private func listInsertion(_ entries: [String], closingAt close: Int, in bytes: [UInt8]) -> (offset: Int, text: String) {
        let lineStart = (bytes[..<close].lastIndex(of: 0x0A) ?? -1) + 1
        let before = bytes[lineStart..<close]
        let indent = String(decoding: before.prefix { $0 == 0x09 || $0 == 0x20 }, as: UTF8.self)
        let lines = entries.map { "\(indent)\t\($0),\n" }.joined()
        if before.allSatisfy({ $0 == 0x09 || $0 == 0x20 }) { return (lineStart, lines) }
        return (close, "\n" + lines + indent)
    }

    /// Where each new object of `isa` goes: in its section, ordered by id; a missing section is
    /// made where Xcode puts it (sections are ordered by `isa`).
    private func sectionInsertions(isa: String, items: [(id: String, text: String)], in bytes: [UInt8]) -> [(offset: Int, text: String)] {
        let text = project.text
        let entries = project.objectsNode.entries ?? []
        if let begin = text.utf8Offset(of: "/* Begin \(isa) section */"), let end = text.utf8Offset(of: "/* End \(isa) section */") {
            let sectionEntries = entries.filter { $0.range.lowerBound > begin && $0.range.lowerBound < end }
            return items.map { item in
                let next = sectionEntries.first { $0.key > item.id }
                let offset = next.map { lineStart(of: $0.range.lowerBound, in: bytes) } ?? lineStart(of: end, in: bytes)
                return (offset, item.text)
            }
        }
        let section = "/* Begin \(isa) section */\n" + items.map(\.text).joined() + "/* End \(isa) section */\n"
        let markers = text.utf8Offsets(of: "/* Begin ").compactMap { offset -> (isa: String, offset: Int)? in
            let rest = bytes[(offset + 9)...].prefix { $0 != UInt8(ascii: " ") }
            return (String(decoding: rest, as: UTF8.self), offset)
        }
        if let following = markers.first(where: { $0.isa > isa }) {
            return [(following.offset, section + "\n")]
        }
        if let lastEnd = text.utf8Offsets(of: "/* End ").last, let newline = bytes[lastEnd...].firstIndex(of: 0x0A) {
            return [(newline + 1, "\n" + section)]
        }
        return [(lineStart(of: project.objectsNode.range.upperBound - 1, in: bytes), section)]
    }

    private func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        (bytes[..<offset].lastIndex(of: 0x0A) ?? -1) + 1
    }
}

extension String {
    /// The UTF-8 offset of the first occurrence of `needle`.
    func utf8Offset(of needle: String) -> Int? { utf8Offsets(of: needle).first }

    /// The UTF-8 offsets of every occurrence of `needle`.
    func utf8Offsets(of needle: String) -> [Int] {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= haystack.count else { return [] }
        var result: [Int] = []
        var index = 0
        while index <= haystack.count - pattern.count {
            if haystack[index] == first, haystack[index..<index + pattern.count].elementsEqual(pattern) {
                result.append(index)
                index += pattern.count
            } else {
                index += 1
            }
        }
        return result
    }
}
