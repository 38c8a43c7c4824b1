import Foundation
import TestSupport
import Testing

/// The golden files hold each content once, every link names a golden file, and rewriting them
/// fails the run.
@Suite struct GoldenStoreTests {
    private static let committed = TemporaryDirectory.files(in: Golden.committedRoot)

    @Test func everyLinkNamesAGoldenFile() {
        let links = Self.committed.filter { $0.hasSuffix(Golden.linkSuffix) }
        #expect(links.count >= 81)
        for link in links {
            #expect(Golden.target(of: Golden.committedRoot.appendingPathComponent(link)) != nil, "\(link) names no golden file")
        }
    }

    @Test func noTwoGoldenFilesAreTheSame() throws {
        var seen: [Data: String] = [:]
        for path in Self.committed where !path.hasSuffix(Golden.linkSuffix) {
            let data = try Data(contentsOf: Golden.committedRoot.appendingPathComponent(path))
            #expect(seen[data] == nil, "\(path) is the same as \(seen[data] ?? ""): make it a link (\(Golden.linkSuffix))")
            seen[data] = path
        }
    }

    @Test func theResolvedCopyHasEveryFileUnderItsOwnName() throws {
        let resolved = TemporaryDirectory.files(in: Golden.folder(""))
        let names = Self.committed.map { $0.hasSuffix(Golden.linkSuffix) ? String($0.dropLast(Golden.linkSuffix.count)) : $0 }
        #expect(resolved == names.sorted())
        let link = try #require(Self.committed.first { $0.hasSuffix(Golden.linkSuffix) })
        let target = try #require(Golden.target(of: Golden.committedRoot.appendingPathComponent(link)))
        let copy = Golden.folder(String(link.dropLast(Golden.linkSuffix.count)))
        #expect(try Data(contentsOf: copy) == Data(contentsOf: target))
    }

    /// Update mode writes a file whose text a golden file has as a link to it, any other as a
    /// file, and records an issue.
    @Test func updateModeRewritesAndFails() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let golden = try #require(Self.committed.first { !$0.hasSuffix(Golden.linkSuffix) && $0.hasSuffix(".swift") })
        let goldenText = try String(contentsOf: Golden.committedRoot.appendingPathComponent(golden), encoding: .utf8)
        try folder.write("stale", to: "Old.swift")
        GoldenDirectory.$isUpdating.withValue(true) {
            withKnownIssue("update mode fails the run") {
                try GoldenDirectory.expectMatches(["New.swift": "new\n", "Sub/Same.swift": goldenText], golden: folder.url)
            }
        }
        #expect(folder.files() == ["New.swift", "Sub/Same.swift" + Golden.linkSuffix])
        #expect(try folder.read("New.swift") == "new\n")
        #expect(try folder.read("Sub/Same.swift" + Golden.linkSuffix) == golden + "\n")
    }
}
