import Foundation
import TestSupport
import Testing

/// Every example of `Documentation/ModuleOutputs.md` is real: each fenced block carries a comment
/// saying how it is checked, and is checked in document order in one sandbox.
///
/// - `<!-- excerpt of <path> -->`: the block occurs in that file of the package (a golden file).
/// - `<!-- file: <name> -->` (possibly `, excerpt of <path>`): the block is written to the sandbox's
///   project folder under that name, for the commands after it.
/// - `<!-- console -->`: each `$ vipera …` line is run in the project folder, and what it prints
///   (standard output, then standard error, the project folder shown as `/tmp/demo`) is exactly
///   the lines after it; `<!-- console, excerpt -->`: those lines occur in what it prints.
@Suite struct ModuleOutputsDocumentationTests {
    static let page = Locations.packageRoot.appendingPathComponent("Documentation/ModuleOutputs.md")

    /// A fenced block with the comment on the line before it.
    struct Block {
        let marker: String
        let lines: [String]
        let line: Int
    }

    /// The page's fenced blocks, with their markers (empty when a block has none).
    static func blocks(of text: String) -> [Block] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let previous = index > 0 ? lines[index - 1] : ""
            let marker = previous.hasPrefix("<!-- ") && previous.hasSuffix(" -->") ? String(previous.dropFirst(5).dropLast(4)) : ""
            let start = index + 1
            var end = start
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            blocks.append(Block(marker: marker, lines: Array(lines[start..<min(end, lines.count)]), line: index + 1))
            index = end + 1
        }
        return blocks
    }

    @Test func everyExampleIsReal() throws {
        let blocks = Self.blocks(of: try String(contentsOf: Self.page, encoding: .utf8))
        #expect(blocks.count > 10)
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for block in blocks {
            let text = block.lines.joined(separator: "\n") + "\n"
            var checked = false
            for part in block.marker.components(separatedBy: ", ") {
                if part.hasPrefix("excerpt of ") {
                    let file = Locations.packageRoot.appendingPathComponent(String(part.dropFirst("excerpt of ".count)))
                    let contents = try String(contentsOf: file, encoding: .utf8)
                    #expect(contents.contains(text), "the block at line \(block.line) is not in \(file.path)")
                    checked = true
                } else if part.hasPrefix("file: ") {
                    try sandbox.write(text, to: "project/\(part.dropFirst("file: ".count))")
                    checked = true
                } else if part == "console" {
                    try expectConsole(block, excerpt: block.marker.hasSuffix(", excerpt"), in: sandbox)
                    checked = true
                }
            }
            #expect(checked, "the block at line \(block.line) says nowhere how it is checked")
        }
    }

    /// Runs the block's commands in order and compares what each prints.
    private func expectConsole(_ block: Block, excerpt: Bool, in sandbox: Sandbox) throws {
        var index = 0
        while index < block.lines.count {
            let command = block.lines[index]
            #expect(command.hasPrefix("$ vipera "), "line \(block.line + index + 1) is not a vipera command")
            var expected: [String] = []
            index += 1
            while index < block.lines.count, !block.lines[index].hasPrefix("$ ") {
                expected.append(block.lines[index])
                index += 1
            }
            let arguments = command.dropFirst("$ vipera ".count).split(separator: " ").map(String.init)
            let result = try sandbox.run(arguments)
            let printed = (result.stdout + result.stderr).replacingOccurrences(of: sandbox.project.path, with: "/tmp/demo")
            let wanted = expected.joined(separator: "\n")
            if excerpt {
                #expect(printed.contains(wanted), "`\(command)` printed:\n\(printed)")
            } else {
                #expect(printed == (wanted.isEmpty ? "" : wanted + "\n"), "`\(command)` printed:\n\(printed)")
            }
        }
    }
}
