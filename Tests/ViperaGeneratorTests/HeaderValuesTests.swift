import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// A file that differs from what would be written only in its header's date, year, time or
/// author is unchanged: a module or a spec generated again another day conflicts with nothing.
@Suite struct HeaderValuesTests {
    static let firstDay = ISO8601DateFormatter().date(from: "2026-01-01T12:00:00Z")
    static let nextYear = ISO8601DateFormatter().date(from: "2027-03-14T08:30:00Z")

    private func plan(
        _ module: String, _ template: String? = nil, author: String, date: Date?, in work: TemporaryDirectory, templateDirectory: URL? = nil
    ) throws -> GenerationPlan {
        try Generator(workingDirectory: work.url, environment: [:])
            .plan(GenerationRequest(module: module, template: template, author: author, date: date, templateDirectory: templateDirectory)).plan
    }

    @Test(arguments: ["viper", "mvvm", "bc", "moa", "silver"])
    func aModuleGeneratedAgainAnotherDayByAnotherAuthorIsUnchanged(template: String) throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let generator = Generator(workingDirectory: work.url, environment: [:])
        try generator.write(try plan("Login", template, author: "Jane", date: Self.firstDay, in: work), policy: .refuse)
        let again = try plan("Login", template, author: "Bob Smith", date: Self.nextYear, in: work)
        #expect(again.entries.filter { $0.status != .unchanged }.map(\.displayPath) == [])
        // Nothing is rewritten: the files keep their first header.
        try generator.write(again, policy: .refuse)
        let file = try #require(again.entries.first { $0.displayPath.hasSuffix(".swift") })
        #expect(try String(contentsOf: file.url, encoding: .utf8).contains("Created by Jane on 2026-01-01."))
    }

    @Test func aChangeOutsideTheHeaderValuesIsStillAConflict() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let generator = Generator(workingDirectory: work.url, environment: [:])
        try generator.write(try plan("Login", author: "Jane", date: Self.firstDay, in: work), policy: .refuse)
        let path = "Login/Interfaces/LoginView.swift"
        let original = try work.read(path)
        let edits = [
            original.replacingOccurrences(of: "protocol LoginView", with: "protocol LoginView2"),  // the code
            original.replacingOccurrences(of: "//  Created by Jane", with: "//  Written by Jane"),  // the header's fixed words
            "// 2025\n" + original,  // a line more
        ]
        for edited in edits {
            #expect(edited != original)
            try work.write(edited, to: path)
            let again = try plan("Login", author: "Bob", date: Self.nextYear, in: work)
            #expect(again.conflicts.map(\.displayPath) == [path])
        }
    }

    @Test func aDateFormatFromVipera_ymlIsAHeaderValueToo() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("date_format: dd/MM/yyyy\n", to: ".vipera.yml")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        try generator.write(try plan("Login", author: "Jane", date: Self.firstDay, in: work), policy: .refuse)
        #expect(try work.read("Login/Interfaces/LoginView.swift").contains("01/01/2026"))
        let again = try plan("Login", author: "Jane", date: Self.nextYear, in: work)
        #expect(again.conflicts.isEmpty)
    }

    @Test func aGenerambaTemplateGeneratedAgainIsUnchanged() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let folder = work.path("templates/\(GenerambaTemplateFixture.name)")
        try GenerambaTemplateFixture.write(to: folder)
        try work.write("project: Shop\ncompany: Acme\nprefix: AC\n", to: ".vipera.yml")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        var request = GenerationRequest(module: "Login", author: "Jane", date: Self.firstDay, templateDirectory: folder)
        request.parameters = ["with_tests": "true", "style": "plain", "title": "Log in", "sections": "2"]
        try generator.write(try generator.plan(request).plan, policy: .refuse)
        request.author = "Bob"
        request.date = Self.nextYear
        let again = try generator.plan(request).plan
        #expect(again.entries.allSatisfy { $0.status == .unchanged || $0.isFolder })
    }

    @Test func aSpecGeneratedAgainAnotherDayIsUnchanged() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let specFile = try work.write("modules:\n  - {name: Login}\n  - {name: Cart, template: silver}\n", to: "modules.yml")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        func plan(_ date: Date?) throws -> GenerationPlan {
            let spec = try ModuleSpec(file: specFile)
            return GenerationPlan(combining: try generator.plan(spec: spec, base: GenerationRequest(module: "", author: "Jane", date: date)).map(\.plan))
        }
        try generator.write(try plan(Self.firstDay), policy: .refuse)
        let again = try plan(Self.nextYear)
        #expect(again.entries.allSatisfy { $0.status == .unchanged })
    }
}
