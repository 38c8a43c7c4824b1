import Foundation
import TestSupport
import Testing

@testable import ViperaSupport

/// A rollback undoes exactly what the run did: it removes only its own files and only folders
/// left empty, and puts replaced files back as they were (same inode, mode and links).
@Suite struct WriteTransactionTests {
    private static func status(_ url: URL) -> stat {
        var result = stat()
        lstat(url.path, &result)
        return result
    }

    /// A transaction that has replaced `file` with `text`.
    private static func replacing(_ file: URL, with text: String) throws -> WriteTransaction {
        var transaction = WriteTransaction(display: \.lastPathComponent)
        try transaction.stage(Data(text.utf8), for: file)
        try transaction.replace(file)
        return transaction
    }

    @Test func aFolderTheRunCreatedIsKeptWhenSomeoneElsePutAFileInIt() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        var transaction = WriteTransaction(display: \.lastPathComponent)
        let file = work.path("Login/Default/A.swift")
        try transaction.createDirectories(for: file.deletingLastPathComponent().path)
        try transaction.create(Data("a".utf8), at: file, path: file.path)
        try work.write("autosave", to: "Login/Default/Notes.txt")
        let problems = transaction.rollBack()
        #expect(work.files() == ["Login/Default/Notes.txt"])
        #expect(
            problems == [
                "kept the folder 'Default': it holds files this run did not write",
                "kept the folder 'Login': it holds files this run did not write",
            ])
    }

    @Test func aFileReplacedByAnotherProgramIsNotRemoved() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        var transaction = WriteTransaction(display: \.lastPathComponent)
        let file = work.path("A.swift")
        try transaction.create(Data("ours".utf8), at: file, path: file.path)
        try FileManager.default.removeItem(at: file)
        try work.write("theirs", to: "A.swift")
        #expect(transaction.rollBack() == ["kept 'A.swift': another program replaced it during the run"])
        #expect(try work.read("A.swift") == "theirs")
    }

    @Test func aFolderAnotherRunCreatedMeanwhileIsNotTheRunsToRemove() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        var transaction = WriteTransaction(display: \.lastPathComponent)
        try work.write("other run", to: "Login/B.swift")
        try transaction.createDirectories(for: work.path("Login").path)
        let file = work.path("Login/A.swift")
        try transaction.create(Data("a".utf8), at: file, path: file.path)
        #expect(transaction.rollBack().isEmpty)
        #expect(work.files() == ["Login/B.swift"])
    }

    @Test func aReplacedFileComesBackWithItsInodeModeAndLinks() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let file = try work.write("original", to: "run.sh")
        chmod(file.path, 0o751)
        link(file.path, work.path("alias.sh").path)
        let before = Self.status(file)
        let transaction = try Self.replacing(file, with: "new")
        #expect(try work.read("run.sh") == "new")
        #expect(Self.status(file).st_mode & 0o7777 == 0o751)
        #expect(transaction.rollBack().isEmpty)
        let after = Self.status(file)
        #expect(after.st_ino == before.st_ino)
        #expect(after.st_mode == before.st_mode)
        #expect(after.st_nlink == 2)
        #expect(try work.read("run.sh") == "original")
        #expect(work.files() == ["alias.sh", "run.sh"])
    }

    @Test func aCommitRemovesTheBackupsAndKeepsTheNewFile() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let file = try work.write("original", to: "A.swift")
        let transaction = try Self.replacing(file, with: "new")
        #expect(transaction.commit().isEmpty)
        #expect(work.files() == ["A.swift"])
        #expect(try work.read("A.swift") == "new")
    }

    @Test func aReplacedFileChangedByAnotherProgramKeepsItsBackup() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let file = try work.write("original", to: "A.swift")
        let transaction = try Self.replacing(file, with: "new")
        try FileManager.default.removeItem(at: file)
        try work.write("theirs", to: "A.swift")
        let problems = transaction.rollBack()
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("kept 'A.swift': another program changed it during the run; its original content is in '.A.swift.vipera-") == true)
        #expect(try work.read("A.swift") == "theirs")
        let backup = try #require(work.files().first { $0.hasSuffix(".backup") })
        #expect(try work.read(backup) == "original")
    }

    @Test func stagedFilesAreRemovedWhenTheRunStopsBeforePlacingThem() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let file = try work.write("original", to: "A.swift")
        var transaction = WriteTransaction(display: \.lastPathComponent)
        try transaction.stage(Data("new".utf8), for: file)
        #expect(transaction.rollBack().isEmpty)
        #expect(work.files() == ["A.swift"])
        #expect(try work.read("A.swift") == "original")
    }
}
