import ViperaSupport

/// Draws paths as a tree, the way `tree` does, under their common folder: folders and each
/// file's note (`new`, `updated`…) styled for a terminal.
struct FileTree {
    /// A line's path and the note printed after it.
    let items: [(path: String, note: String?)]

    func render() -> StyledText {
        let split = items.map { ($0.path.split(separator: "/").map(String.init), $0.note) }
        var common = Array(split.first?.0.dropLast() ?? [])
        for (components, _) in split {
            while !common.isEmpty && !(components.count > common.count && components.starts(with: common)) {
                common.removeLast()
            }
        }
        let root = Node()
        for (components, note) in split {
            root.insert(Array(components.dropFirst(common.count)), note: note)
        }
        var output = StyledText((common.isEmpty ? "." : common.joined(separator: "/")) + "/", .folder)
        output.append("\n")
        root.draw(prefix: "", into: &output)
        return output
    }

    private final class Node {
        var children: [String: Node] = [:]
        var note: String?
        var isFile = false

        func insert(_ components: [String], note: String?) {
            guard let first = components.first else { return }
            let child = children[first] ?? Node()
            children[first] = child
            if components.count == 1 {
                child.isFile = true
                child.note = note
            } else {
                child.insert(Array(components.dropFirst()), note: note)
            }
        }

        func draw(prefix: String, into output: inout StyledText) {
            let names = children.keys.sorted()
            for (index, name) in names.enumerated() {
                guard let child = children[name] else { continue }
                let isLast = index == names.count - 1
                output.append(prefix + (isLast ? "└── " : "├── "))
                if child.isFile { output.append(name) } else { output.append(name + "/", .folder) }
                if let note = child.note { output.append("  (\(note))", Self.role(ofNote: note)) }
                output.append("\n")
                child.draw(prefix: prefix + (isLast ? "    " : "│   "), into: &output)
            }
        }

        /// The colour of a file's note (by its status, before any `:`): new files green, files left
        /// alone or declared already dim, conflicts red,
        /// files written over or edited yellow.
        private static func role(ofNote note: String) -> TerminalStyle.Role {
            switch String(note.prefix { $0 != ":" }) {
            case GenerationPlan.Status.new.rawValue: .added
            case GenerationPlan.Status.unchanged.rawValue, GenerationPlan.Status.declared.rawValue: .unchanged
            case GenerationPlan.Status.conflict.rawValue: .error
            default: .changed
            }
        }
    }
}
