import Foundation
import TestSupport
import Testing

/// `Documentation/man/vipera.1` is what swift-argument-parser's manual generator writes from the
/// command definitions today: the generator (the tool the GenerateManual plugin runs, built from
/// the same checkout) runs again on the built vipera, with the committed page's date.
@Suite struct ManualTests {
    static let page = Locations.packageRoot.appendingPathComponent("Documentation/man/vipera.1")
    /// The build folder the tests were built in (`.build`, or a `--scratch-path`).
    static let scratch = Locations.productsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// The `.Dd` date of `page` as `yyyy-mm-dd`.
    static func date(of page: String) throws -> String {
        let line = try #require(page.split(separator: "\n").first { $0.hasPrefix(".Dd ") }, "no .Dd line")
        let reader = DateFormatter()
        reader.locale = Locale(identifier: "en_US_POSIX")
        reader.timeZone = TimeZone(identifier: "UTC")
        reader.dateFormat = "MMMM d, yyyy"
        let date = try #require(reader.date(from: String(line.dropFirst(4))), "\(line)")
        let writer = DateFormatter()
        writer.locale = reader.locale
        writer.timeZone = reader.timeZone
        writer.dateFormat = "yyyy-MM-dd"
        return writer.string(from: date)
    }

    @Test func theCommittedManualPageIsFresh() throws {
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        for command in ["generate", "init", "lint", "rules", "templates"] {
            #expect(committed.contains("\n.It Em \(command)\n"), "the page lacks \(command)")
        }
        let swift = try SwiftCompiler.executable(named: "swift")
        let checkout = Self.scratch.appendingPathComponent("checkouts/swift-argument-parser")
        let toolScratch = Self.scratch.appendingPathComponent("generate-manual")
        let build = try ProcessResult.run(
            swift,
            [
                "build", "--package-path", checkout.path, "--scratch-path", toolScratch.path, "--product", "generate-manual",
            ])
        try #require(build.status == 0, "\(build)")
        let output = try TemporaryDirectory(prefix: "vipera-manual")
        defer { output.remove() }
        let tool = toolScratch.appendingPathComponent("debug/generate-manual")
        let run = try ProcessResult.run(tool, [Locations.vipera.path, "--date", try Self.date(of: committed), "--output-directory", output.url.path])
        try #require(run.status == 0, "\(run)")
        let fresh = try output.read("vipera.1")
        #expect(fresh == committed, "Documentation/man/vipera.1 is stale: run Scripts/generate-manual.sh")
    }
}
