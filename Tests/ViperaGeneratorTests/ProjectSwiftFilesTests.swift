import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// The house style's sample and the pre-flight read one listing of the project's Swift files.
@Suite struct ProjectSwiftFilesTests {
    /// A folder is searched once: a file added after the first listing is not in the second.
    @Test func aFolderIsSearchedOnce() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("struct A {}\n", to: "App/A.swift")
        let listing = ProjectSwiftFiles()
        let first = try #require(listing.files(below: work.url, entryLimit: 100))
        try work.write("struct B {}\n", to: "App/B.swift")
        #expect(listing.files(below: work.url, entryLimit: 400) == first)
        #expect(first.map { URL(fileURLWithPath: $0).lastPathComponent } == ["A.swift"])
    }

    /// A folder with more entries than a search may visit has no listing for that limit or a
    /// smaller one; a larger limit searches again.
    @Test func aLimitReachedStaysReachedForSmallerLimits() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        for index in 0..<5 { try work.write("struct S\(index) {}\n", to: "S\(index).swift") }
        let listing = ProjectSwiftFiles()
        #expect(listing.files(below: work.url, entryLimit: 3) == nil)
        #expect(listing.files(below: work.url, entryLimit: 2) == nil)
        #expect(listing.files(below: work.url, entryLimit: 10)?.count == 5)
    }
}
