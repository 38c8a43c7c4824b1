import Foundation
import TestSupport
import Testing

/// `vipera lint` on hostile or broken input: every case ends promptly with its documented exit
/// status and a message naming the input, and leaves the project exactly as it was.
@Suite struct LintBadInputTests {
    /// One bad input: what to put in the sandbox, how to run lint, what must come out.
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        /// Writes the input; gets the sandbox.
        let prepare: @Sendable (Sandbox) throws -> Void
        var arguments: [String] = []
        let status: Int32
        /// Each must appear in standard output or standard error.
        let mentions: [String]
    }

    /// A file the run must still check when another one is bad.
    static let healthy = "final class LoginDefaultPresenter {}\n"
    static let healthyFinding = "LoginPresenter.swift declares LoginDefaultPresenter"

    /// Classes `C0000…` each holding the next; the last holds the first.
    static func ring(_ count: Int) -> String {
        (0..<count).map { "final class C\(String(format: "%04d", $0)) { var next: C\(String(format: "%04d", ($0 + 1) % count))? }\n" }.joined()
    }

    /// Writes `text` to `Bad.swift` next to the healthy file.
    static func withHealthy(_ text: String) -> @Sendable (Sandbox) throws -> Void {
        { sandbox in
            try sandbox.write(text, to: "project/Bad.swift")
            try sandbox.write(healthy, to: "project/LoginPresenter.swift")
        }
    }

    /// The healthy file and the baseline `b.json` holding `text`.
    static func withBaseline(_ text: String) -> @Sendable (Sandbox) throws -> Void {
        { sandbox in
            try withHealthy("")(sandbox)
            try sandbox.write(text, to: "project/b.json")
        }
    }

    /// Runs lint once so the cache exists, then replaces the cache file through `damage`.
    static func damagedCache(_ damage: @escaping @Sendable (URL) throws -> Void) -> @Sendable (Sandbox) throws -> Void {
        { sandbox in
            try withHealthy(ring(2))(sandbox)
            #expect(try sandbox.run("lint").status == 1)
            let folder = sandbox.home.appendingPathComponent(".cache/vipera")
            let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".facts") })
            try damage(folder.appendingPathComponent(file))
        }
    }

    static let cases: [Case] = [
        Case(
            description: "1,000 nested generics",
            prepare: withHealthy("let x: " + String(repeating: "A<", count: 1_000) + "B" + String(repeating: ">", count: 1_000) + "\n"),
            status: 1, mentions: ["Bad.swift:1:521: error: the file nests brackets, generic arguments or #if blocks more than 256 levels deep", healthyFinding]),
        Case(
            description: "2,000 nested [",
            prepare: withHealthy("let y = " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "\n"),
            status: 1, mentions: ["Bad.swift:1:265: error: the file nests", healthyFinding]),
        Case(
            description: "5,000 nested #if", prepare: withHealthy(String(repeating: "#if A\n", count: 5_000) + String(repeating: "#endif\n", count: 5_000)),
            status: 1, mentions: ["Bad.swift:257:1: error: the file nests", healthyFinding]),
        Case(
            description: "a 3,500-class reference chain",
            prepare: { sandbox in
                try withHealthy(ring(3_500))(sandbox)
                // About the cycle search, not parse time: a loaded machine may take seconds to parse it.
                try sandbox.write("lint:\n  file_timeout: 120\n", to: "project/.vipera.yml")
            }, status: 1, mentions: ["Bad.swift:1:", "C3499.next → C0000; make C0000.next weak (reference-cycle)", healthyFinding]),
        Case(
            description: "25 nested array literals past lint.file_timeout",
            prepare: { sandbox in
                try withHealthy("let y = " + String(repeating: "[", count: 25) + String(repeating: "]", count: 25) + "\n")(sandbox)
                try sandbox.write("lint:\n  file_timeout: 1\n", to: "project/.vipera.yml")
            }, status: 1, mentions: ["Bad.swift:1:1: error: the file took more than 1 seconds to parse (lint.file_timeout)", healthyFinding]),
        Case(
            description: "a bad lint.file_timeout",
            prepare: { sandbox in
                try withHealthy("")(sandbox)
                try sandbox.write("lint:\n  file_timeout: soon\n", to: "project/.vipera.yml")
            }, status: 2, mentions: [".vipera.yml:2: 'file_timeout' must be a positive number of seconds up to 86400, not 'soon'"]),
        Case(
            description: "a lint.file_timeout too large for the clock",
            prepare: { sandbox in
                try withHealthy("")(sandbox)
                try sandbox.write("lint:\n  file_timeout: 1e300\n", to: "project/.vipera.yml")
            }, status: 2, mentions: [".vipera.yml:2: 'file_timeout' must be a positive number of seconds up to 86400, not '1e300'"]),
        Case(
            description: "a 13-class cycle", prepare: withHealthy(ring(13)),
            status: 1, mentions: ["Bad.swift:1:", "strong reference cycle: C0000.next →", "C0012.next → C0000"]),
        Case(
            description: "a cache that is a folder",
            prepare: damagedCache { url in
                try FileManager.default.removeItem(at: url)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            }, status: 1, mentions: ["C0000.next → C0001.next → C0000", healthyFinding]),
        Case(
            description: "a cache that is a FIFO",
            prepare: damagedCache { url in
                try FileManager.default.removeItem(at: url)
                #expect(mkfifo(url.path, 0o644) == 0)
            }, status: 1, mentions: ["C0000.next → C0001.next → C0000", healthyFinding]),
        Case(
            description: "a cache with a crafted record length",
            prepare: damagedCache { url in
                var bytes = [UInt8](try Data(contentsOf: url))
                let header = try #require(cacheHeaderLength(bytes))
                // A record is present, digest 0, checksum 0, and its length is Int.max.
                bytes = Array(bytes[..<header]) + [1, 0, 0] + Array(repeating: 0xFF, count: 8) + [0x7F]
                try Data(bytes).write(to: url)
            }, status: 1, mentions: ["C0000.next → C0001.next → C0000", healthyFinding]),
        Case(
            description: "suppression typos",
            prepare: withHealthy(
                """
                final class LoginDefaultRouter {
                    // vipera:disable:nxt file-name
                    let count = 0
                    // vipera:disable
                }
                """), status: 0,
            mentions: [
                "Bad.swift:2:5: warning: vipera:disable:nxt is no suppression command", "Bad.swift:4:5: warning: vipera:disable names no rule",
            ]),
        Case(
            description: "a dangling .vipera.yml symlink",
            prepare: { sandbox in
                try withHealthy("")(sandbox)
                try sandbox.write("lint:\n  profile: viper\n", to: ".vipera.yml")
                try FileManager.default.createSymbolicLink(atPath: sandbox.project.path + "/.vipera.yml", withDestinationPath: "missing.yml")
            }, status: 2, mentions: ["project/.vipera.yml: is a symbolic link to a file that does not exist"]),
        Case(
            description: "a .vipera.yml symlink loop",
            prepare: { sandbox in
                try withHealthy("")(sandbox)
                try FileManager.default.createSymbolicLink(atPath: sandbox.project.path + "/.vipera.yml", withDestinationPath: ".vipera.yml")
            }, status: 2, mentions: ["project/.vipera.yml: too many levels of symbolic links"]),
        Case(
            description: "control characters in a file name",
            prepare: { sandbox in
                try sandbox.write(healthy, to: "project/Evil\u{1B}[2J\nfake.swift:1:1: error: forged.swift")
            }, status: 0, mentions: ["Evil\\u{1B}[2J\\nfake.swift:1:1: error: forged.swift:1:13: warning:"]),
        Case(
            description: "a baseline that breaks off mid-object",
            prepare: withBaseline("{\n  \"version\": 1,\n  \"findings\": [\n    {\"rule\": \"x\" \"file\": \"a\"}\n  ]\n}\n"),
            arguments: ["--baseline", "b.json"], status: 2,
            mentions: ["project/b.json:4: not a vipera baseline (JSON written by `vipera lint --write-baseline`): it is not valid JSON at line 4, column 18"]),
        Case(
            description: "a baseline finding without its message",
            prepare: withBaseline(#"{"version": 1, "findings": [{"rule": "x", "file": "a", "symbol": "s"}]}"#), arguments: ["--baseline", "b.json"],
            status: 2, mentions: ["project/b.json: not a vipera baseline (JSON written by `vipera lint --write-baseline`): findings[0] has no field 'message'"]),
        Case(
            description: "a baseline whose version is text",
            prepare: withBaseline(#"{"version": "1", "findings": []}"#), arguments: ["--baseline", "b.json"],
            status: 2, mentions: ["project/b.json: not a vipera baseline (JSON written by `vipera lint --write-baseline`): version must be a whole number"]),
        Case(
            description: "a baseline of a later format",
            prepare: withBaseline(#"{"version": 2, "findings": []}"#), arguments: ["--baseline", "b.json"],
            status: 2, mentions: ["project/b.json: version 2 of the baseline format is not one this vipera reads (it reads version 1)"]),
        Case(
            description: "--write-baseline to a folder", prepare: withHealthy(""), arguments: ["--write-baseline", "."],
            status: 2, mentions: ["project: is a folder, not a file"]),
    ]

    /// The length of a cache file's header: magic, format version, tool version, configuration.
    static func cacheHeaderLength(_ bytes: [UInt8]) -> Int? {
        var offset = Array("vipera facts\n".utf8).count
        func varint() -> Int {
            var value = 0
            var shift = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return 0
        }
        _ = varint()
        offset += varint()
        _ = varint()
        return offset <= bytes.count ? offset : nil
    }

    @Test(arguments: cases)
    func badInputIsReportedPromptlyAndChangesNothing(_ input: Case) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try input.prepare(sandbox)
        let before = sandbox.snapshot()
        let start = Date()
        let result = try sandbox.run(["lint"] + input.arguments)
        #expect(Date().timeIntervalSince(start) < 30, "\(input) took too long")
        #expect(result.status == input.status, "\(result)")
        let output = result.stdout + result.stderr
        for mention in input.mentions { #expect(output.contains(mention), "\(mention) not in \(result)") }
        #expect(!result.showsFoundationError && !output.contains("\u{1B}"), "\(result)")
        // Each line is a finding, or a note at one of its related places.
        #expect(result.stdout.split(separator: "\n").allSatisfy { [": error: ", ": warning: ", ": note: "].contains(where: $0.contains) }, "\(result)")
        #expect(sandbox.snapshot() == before)
    }
}
