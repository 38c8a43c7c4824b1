import Foundation
import TestSupport
import Testing

/// Templates that cannot be read or rendered as written: each ends with exit 2, a message naming
/// the file (and line where there is one), and the project exactly as it was.
@Suite struct TemplateBadInputTests {
    /// One bad template: how to make it in the sandbox, how to run `vipera`, and what the error
    /// must start with (after `vipera: error: `), given the template's folder.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        var arguments = ["Login", "Bad"]
        let make: @Sendable (_ folder: URL) throws -> Void
        let message: @Sendable (_ folder: URL) -> String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "link outside the template",
            make: { folder in
                try write("x", to: folder.appendingPathComponent("../../outside.txt"))
                try link(folder.appendingPathComponent("A.swift"), to: "../../outside.txt")
            }, message: { "\($0.path)/A.swift: is a symbolic link to '" }),
        Case(
            name: "dangling link",
            make: { folder in
                try link(folder.appendingPathComponent("A.swift"), to: "nothing.swift")
            }, message: { "\($0.path)/A.swift: is a symbolic link that cannot be followed: does not exist" }),
        Case(
            name: "link loop",
            make: { folder in
                try link(folder.appendingPathComponent("A.swift"), to: "B.swift")
                try link(folder.appendingPathComponent("B.swift"), to: "A.swift")
            }, message: { "\($0.path)/A.swift: is a symbolic link that cannot be followed: too many levels of symbolic links" }),
        Case(
            name: "folder link to its own folder",
            make: { folder in
                try write("x", to: folder.appendingPathComponent("Sub/x.txt"))
                try link(folder.appendingPathComponent("Sub/up"), to: "..")
            }, message: { "\($0.path)/Sub/up: is a symbolic link to a folder it is in (a loop)" }),
        Case(
            name: "FIFO",
            make: { folder in
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                #expect(mkfifo(folder.appendingPathComponent("A.swift").path, 0o644) == 0)
            }, message: { "\($0.path)/A.swift: is not a regular file or folder" }),
        Case(
            name: "empty template",
            make: { folder in
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
            }, message: { "\($0.path): the template has no file to render" }),
        Case(
            name: "no file with a name",
            make: { folder in
                try write("summary: x\n", to: folder.appendingPathComponent("template.yml"))
                try write("x", to: folder.appendingPathComponent("{% if false %}A.swift{% endif %}"))
            }, message: { "\($0.path): the template renders no file" }),
        Case(
            name: "text not UTF-8",
            make: { folder in
                try write(Data("line 1\ncaf\u{E9} {{ module }}\n".utf8) + Data([0xE9, 0x0A]), to: folder.appendingPathComponent("A.swift"))
            }, message: { "\($0.path)/A.swift:3: is not UTF-8" }),
        Case(
            name: "template.yml not UTF-8",
            make: { folder in
                try write(Data("summary: caf".utf8) + Data([0xE9, 0x0A]), to: folder.appendingPathComponent("template.yml"))
                try write("x", to: folder.appendingPathComponent("A.swift"))
            }, message: { "\($0.path)/template.yml:1: is not UTF-8" }),
        Case(
            name: "duplicate key in template.yml",
            make: { folder in
                try write("summary: a\nincludes: x\nsummary: b\n", to: folder.appendingPathComponent("template.yml"))
                try write("x", to: folder.appendingPathComponent("A.swift"))
            }, message: { "\($0.path)/template.yml:3: duplicate key 'summary' (first on line 1)" }),
        Case(
            name: "extends itself",
            make: { folder in
                try stencil(["A.swift": "{% extends \"A.swift\" %}"], in: folder)
            }, message: { "\($0.path)/A.swift:1: 'A.swift' extends itself: 'A.swift' → 'A.swift'" }),
        Case(
            name: "extends cycle",
            make: { folder in
                try stencil(["A.swift": "{% extends \"B.swift\" %}", "B.swift": "b\n{% extends \"A.swift\" %}"], in: folder)
            }, message: { "\($0.path)/B.swift:2: 'A.swift' extends itself: 'A.swift' → 'B.swift' → 'A.swift'" }),
        Case(
            name: "include chain too deep",
            make: { folder in
                var files = ["A.swift": "{% include \"s0\" %}", "s100": "end"]
                for index in 0..<100 { files["s\(index)"] = "{% include \"s\(index + 1)\" %}" }
                try stencil(files, in: folder)
            }, message: { "\($0.path)/s62:1: includes and extends nest deeper than 64 levels" }),
        Case(
            name: "2,500 nested ifs",
            make: { folder in
                // As many as a template file holds (64 KiB, 2,000 lines): Stencil parses blocks recursively.
                let ifs = String(repeating: "{%if module%}\n", count: 100) + String(repeating: "{%if module%}", count: 2_400)
                try stencil(["A.swift": ifs + String(repeating: "{%endif%}", count: 2_500)], in: folder)
            }, message: { "\($0.path)/A.swift:65: blocks nest deeper than 64 levels" }),
        Case(
            name: "four nested loops over 100 items",
            make: { folder in
                let loop = "{% for x in \"\((0..<100).map(String.init).joined(separator: ","))\"|split:\",\" %}\n"
                try stencil(["A.swift": String(repeating: loop, count: 4) + String(repeating: "{% endfor %}\n", count: 4)], in: folder)
            }, message: { "\($0.path)/A.swift:4: loops run more than 100000 times" }),
        Case(
            name: "a range of a billion items",
            make: { folder in
                try stencil(["A.swift": "x\n{% for i in 1...1000000000 %}{{ i }}{% endfor %}"], in: folder)
            }, message: { "\($0.path)/A.swift:2: the range (1...1000000000) has more than 100000 items" }),
        Case(
            name: "output past 16 MiB",
            make: { folder in
                let items = "\"\((0..<2_000).map(String.init).joined(separator: ","))\"|split:\",\""
                try stencil(["A.swift": "{% for x in \(items) %}\(String(repeating: "0123456789", count: 1_000)){% endfor %}"], in: folder)
            }, message: { "\($0.path)/A.swift:1: the output grows past 16 MiB" }),
        Case(
            name: "template file past 64 KiB",
            make: { folder in
                try stencil(["A.swift": String(repeating: "// {{ module }}" + String(repeating: " ", count: 84) + "\n", count: 1_000)], in: folder)
            }, message: { "\($0.path)/A.swift: the template file is larger than 64 KiB (100000 bytes)" }),
        Case(
            name: "2,001 lines",
            make: { folder in
                try stencil(["A.swift": String(repeating: "// {{ module }}\n", count: 2_001)], in: folder)
            }, message: { "\($0.path)/A.swift: the template file has more than 2000 lines (2001)" }),
        Case(
            name: "10,001 tags",
            make: { folder in
                try stencil(["A.swift": String(repeating: "{#a#}", count: 10_001)], in: folder)
            }, message: { "\($0.path)/A.swift: the template file holds more than 10000 tags (10001)" }),
        Case(
            name: "stray endfor",
            make: { folder in
                try stencil(["A.swift": "a\nb\n{% endfor %}\n"], in: folder)
            }, message: { "\($0.path)/A.swift:3: '{% endfor %}' has no opening tag" }),
        Case(
            name: "Liquid nesting",
            make: { folder in
                try generamba(String(repeating: "{% if true %}\n", count: 4000) + String(repeating: "{% endif %}", count: 4000), snippets: [:], in: folder)
            }, message: { "\($0.path)/a.liquid:65: blocks nest deeper than 64 levels" }),
        Case(
            name: "Liquid include chain",
            make: { folder in
                var snippets = ["s100": "end"]
                for index in 0..<100 { snippets["s\(index)"] = "{% include 's\(index + 1)' %}" }
                try generamba("{% include 's0' %}", snippets: snippets, in: folder)
            }, message: { "\($0.path)/snippets/s63.liquid:1: includes nest deeper than 64 levels" }),
        Case(
            name: "control characters in a template name", arguments: ["Login", "Bad\u{1B}[31m"],
            make: { folder in
                try stencil(["A.swift": "x"], in: folder)
            }, message: { _ in "template 'Bad\\u{1B}[31m' not found." }),
    ]

    @Test(arguments: cases)
    func refusesWithTheFileAndWritesNothing(_ badCase: Case) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let folder = sandbox.project.appendingPathComponent(".vipera/templates/Bad")
        try badCase.make(folder)
        let before = sandbox.snapshot()
        let result = try sandbox.run(badCase.arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("vipera: error: \(badCase.message(folder))"), "\(result)")
        #expect(!result.showsFoundationError, "\(result)")
        #expect(sandbox.snapshot() == before)
    }

    @Test(.enabled(if: getuid() != 0, "root reads every folder"))
    func unreadableFolderIsAnError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let folder = sandbox.project.appendingPathComponent(".vipera/templates/Bad")
        try Self.stencil(["A.swift": "x", "Sub/B.swift": "y"], in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent("Sub").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("Sub").path) }
        let result = try sandbox.run("Login", "Bad")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("vipera: error: \(folder.path)/Sub: permission denied"), "\(result)")
        #expect(!sandbox.projectFiles.contains { $0.hasPrefix("Login") })
    }

    @Test func aVeryLongModuleNameIsRefusedQuicklyAndShortly() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("modules:\n  - name: \(String(repeating: "A", count: 10_000_000))\n", to: "project/modules.yml")
        let before = sandbox.snapshot()
        let result = try sandbox.run("generate", "--spec", "modules.yml")
        #expect(result.status == 2, "\(result.status)")
        #expect(result.stderr.contains("it is longer than 200 bytes (10000000)"))
        #expect(result.stderr.count < 300)
        #expect(sandbox.snapshot() == before)
    }

    @Test func linksInsideTheTemplateAreFollowedAndBinaryFilesCopied() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let folder = sandbox.project.appendingPathComponent(".vipera/templates/Linked")
        try Self.stencil(["Shared/B.swift": "// {{ module }}\n"], in: folder)
        try Self.link(folder.appendingPathComponent("A.swift"), to: "Shared/B.swift")
        try Self.link(folder.appendingPathComponent("Also"), to: "Shared")
        let image = Data([0x89, 0x50, 0x4E, 0x47, 0xE9]) + Data("{{ module }}".utf8)
        try Self.write(image, to: folder.appendingPathComponent("icon.png"))
        let result = try sandbox.run("Login", "Linked")
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.read("Login/A.swift") == "// Login\n")
        #expect(try sandbox.read("Login/Also/B.swift") == "// Login\n")
        #expect(try Data(contentsOf: sandbox.project.appendingPathComponent("Login/icon.png")) == image)
    }

    private static func write(_ text: String, to url: URL) throws { try write(Data(text.utf8), to: url) }

    private static func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private static func link(_ url: URL, to destination: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// A Stencil template (with a `template.yml`) of `files`.
    private static func stencil(_ files: [String: String], in folder: URL) throws {
        try write("summary: bad\n", to: folder.appendingPathComponent("template.yml"))
        for (path, text) in files { try write(text, to: folder.appendingPathComponent(path)) }
    }

    /// A Generamba template rendering `text` as `a.liquid`, with `snippets`.
    private static func generamba(_ text: String, snippets: [String: String], in folder: URL) throws {
        try write("code_files:\n- {name: A.swift, path: a.liquid, custom_name: A.swift}\n", to: folder.appendingPathComponent("g.rambaspec"))
        try write(text, to: folder.appendingPathComponent("a.liquid"))
        for (name, snippet) in snippets { try write(snippet, to: folder.appendingPathComponent("snippets/\(name).liquid")) }
    }
}
