/// Draws paths as a tree, the way `tree` does, under their common folder.
struct FileTree {
    /// A line's path and the note printed after it.
    let items: [(path: String, note: String?)]

    func render() -> String {
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
        var output = (common.isEmpty ? "." : common.joined(separator: "/")) + "/\n"
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

        func draw(prefix: String, into output: inout String) {
            let names = children.keys.sorted()
            for (index, name) in names.enumerated() {
                guard let child = children[name] else { continue }
                let isLast = index == names.count - 1
                let label = child.isFile ? name : name + "/"
                let note = child.note.map { "  (\($0))" } ?? ""
                output += prefix + (isLast ? "└── " : "├── ") + label + note + "\n"
                child.draw(prefix: prefix + (isLast ? "    " : "│   "), into: &output)
            }
        }
    }
}
