import Foundation
import TestSupport
import Testing
import ViperaCore

@Suite struct ProjectFileTests {
    @Test func readsGeneratorKeys() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = try folder.write(
            """
            template: custom
            output: Sources/Modules
            tests_path: AppTests
            author: Jane Doe
            project: Shop
            parameters:
              flag: true
            lint:
              profile: viper
            """, to: ".vipera.yml")
        let file = try ProjectFile(url: url)
        #expect(file.template == "custom")
        #expect(file.output == "Sources/Modules")
        #expect(file.testsPath == "AppTests")
        #expect(file.author == "Jane Doe")
        #expect(file.project == "Shop")
        #expect(file.parameters == ["flag": "true"])
        #expect(file.lint?.mapping != nil)
    }

    @Test func refusesUnknownKeysWithTheirLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = try folder.write("author: Jane\noutptu: Sources\n", to: ".vipera.yml")
        let error = #expect(throws: ConfigurationError.self) { try ProjectFile(url: url) }
        #expect(error?.line == 2)
        #expect(error?.message.hasPrefix("unknown key 'outptu'") == true)
    }

    @Test func refusesMalformedYAMLWithItsLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = try folder.write("author: Jane\nparameters: [a, b\n", to: ".vipera.yml")
        let error = #expect(throws: ConfigurationError.self) { try ProjectFile(url: url) }
        #expect(error?.message.hasPrefix("malformed YAML") == true)
        #expect(error?.line != nil)
    }

    @Test func isFoundInAParentFolderButNotBeyondTheRepository() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("author: Outer\n", to: ".vipera.yml")
        try folder.write("", to: "repo/.git/HEAD")
        try folder.write("", to: "repo/Sources/App/file.swift")
        #expect(ProjectFile.find(from: folder.path("repo/Sources/App")) == nil)
        try folder.write("author: Inner\n", to: "repo/.vipera.yml")
        #expect(ProjectFile.find(from: folder.path("repo/Sources/App"))?.path == folder.path("repo/.vipera.yml").path)
    }
}
