import Foundation
import TestSupport

/// A Markdown page of the user documentation, read into its fenced code blocks and links.
struct MarkdownPage: Sendable, CustomStringConvertible {
    /// The path relative to the package root, e.g. `Documentation/Linting.md`.
    let path: String
    let lines: [String]

    var description: String { path }

    init(path: String) throws {
        self.path = path
        let text = try String(contentsOf: Locations.packageRoot.appendingPathComponent(path), encoding: .utf8)
        lines = text.components(separatedBy: "\n")
    }

    /// Pages whose examples a test of their own runs, in that page's own markers, by page.
    static let checkedElsewhere: [String: String] = [
        "Documentation/ModuleOutputs.md": "ModuleOutputsDocumentationTests",
        "Documentation/XcodeTemplates.md": "XcodeTemplatesDocumentationTests",
    ]

    /// README.md, CONTRIBUTING.md and every page under `Documentation/`, in path order, but
    /// those in `checkedElsewhere`.
    static func all() throws -> [MarkdownPage] {
        let root = Locations.packageRoot
        var paths = ["README.md", "CONTRIBUTING.md"]
        let documentation = root.appendingPathComponent("Documentation")
        if let enumerator = FileManager.default.enumerator(atPath: documentation.path) {
            for case let path as String in enumerator where path.hasSuffix(".md") && !path.hasPrefix("Examples/") {
                paths.append("Documentation/" + path)
            }
        }
        return try paths.filter { checkedElsewhere[$0] == nil }.sorted().map(MarkdownPage.init(path:))
    }

    /// Every fenced code block (backtick fences, indented ones in lists included; a block closes
    /// at a fence of at least as many backticks), with the HTML comment that ends on the line
    /// just before it.
    var fencedBlocks: [FencedBlock] {
        var blocks: [FencedBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            let fence = trimmed.prefix { $0 == "`" }.count
            guard fence >= 3 else {
                index += 1
                continue
            }
            let info = String(trimmed.dropFirst(fence)).trimmingCharacters(in: .whitespaces)
            var content: [String] = []
            var end = index + 1
            while end < lines.count, !Self.closes(lines[end], fence: fence) {
                content.append(String(lines[end].dropFirst(min(indent, lines[end].prefix { $0 == " " }.count))))
                end += 1
            }
            blocks.append(FencedBlock(page: path, line: index + 1, info: info, content: content, marker: comment(endingBefore: index)))
            index = end + 1
        }
        return blocks
    }

    /// Whether `line` closes a block opened by `fence` backticks.
    private static func closes(_ line: String, fence: Int) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count >= fence && trimmed.allSatisfy { $0 == "`" }
    }

    /// The text of an HTML comment whose `-->` ends line `index - 1`, without `<!--` and `-->`.
    private func comment(endingBefore index: Int) -> String? {
        guard index > 0, lines[index - 1].trimmingCharacters(in: .whitespaces).hasSuffix("-->") else { return nil }
        var start = index - 1
        while start >= 0, !lines[start].trimmingCharacters(in: .whitespaces).hasPrefix("<!--") { start -= 1 }
        guard start >= 0 else { return nil }
        let text = lines[start...(index - 1)].joined(separator: "\n").trimmingCharacters(in: .whitespaces)
        return String(text.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// One fenced code block of a page.
struct FencedBlock: Sendable, CustomStringConvertible {
    let page: String
    /// The line of the opening fence (1-based).
    let line: Int
    /// The info string after the fence, e.g. `console` or `swift`.
    let info: String
    let content: [String]
    /// The HTML comment right before the fence, if any.
    let marker: String?

    var description: String { "\(page):\(line)" }
}
