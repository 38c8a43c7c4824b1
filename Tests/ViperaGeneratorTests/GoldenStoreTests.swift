import Foundation
import TestSupport
import Testing

/// The golden files hold each content once, every line of the index names a golden file, and
/// rewriting them fails the run.
@Suite struct GoldenStoreTests {
    private static let committed = Golden.files()

    @Test func everyIndexedOutputNamesAGoldenFile() throws {
        let index = try Golden.index()
        #expect(index.count >= 81)
        for (output, golden) in index {
            #expect(Self.committed.contains(golden), "\(Golden.indexName): \(output) names \(golden), which is no golden file")
            #expect(!Self.committed.contains(output), "\(output) is both a golden file and a line of \(Golden.indexName)")
        }
    }

    @Test func noTwoGoldenFilesAreTheSame() throws {
        var seen: [Data: String] = [:]
        for path in Self.committed {
            let data = try Data(contentsOf: Golden.committedRoot.appendingPathComponent(path))
            #expect(seen[data] == nil, "\(path) is the same as \(seen[data] ?? ""): name it in \(Golden.indexName) instead")
            seen[data] = path
        }
    }

    @Test func theResolvedCopyHasEveryOutputUnderItsOwnName() throws {
        let index = try Golden.index()
        #expect(TemporaryDirectory.files(in: Golden.folder("")) == (Self.committed + index.keys).sorted())
        let (output, golden) = try #require(index.first)
        #expect(try Data(contentsOf: Golden.folder(output)) == Data(contentsOf: Golden.committedRoot.appendingPathComponent(golden)))
    }

    /// Update mode writes an output whose text a golden file outside the rewritten folder has
    /// as a line of the index, any other as a file, and records an issue.
    @Test func updateModeRewritesAndFails() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try root.write("kept\n", to: "other/Kept.swift")
        try root.write("other/Gone.swift = other/Kept.swift\nrewritten/Old.swift = other/Kept.swift\n", to: Golden.indexName)
        try root.write("stale", to: "rewritten/Stale.swift")
        Golden.$updatedRoot.withValue(root.url) {
            GoldenDirectory.$isUpdating.withValue(true) {
                withKnownIssue("update mode fails the run") {
                    try GoldenDirectory.expectMatches(["New.swift": "new\n", "Sub/Same.swift": "kept\n"], golden: root.path("rewritten"))
                }
            }
        }
        #expect(root.files() == ["other/Kept.swift", "rewritten/New.swift", Golden.indexName])
        #expect(try root.read("rewritten/New.swift") == "new\n")
        #expect(try Golden.index(of: root.url) == ["other/Gone.swift": "other/Kept.swift", "rewritten/Sub/Same.swift": "other/Kept.swift"])
    }
}
