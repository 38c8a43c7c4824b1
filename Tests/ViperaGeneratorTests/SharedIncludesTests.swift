import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// The snippets several built-in templates include live once, in `Templates/_shared`: every
/// built-in template has them, none keeps a copy of one, and `_shared` is no template.
@Suite struct SharedIncludesTests {
    static let shared = Locations.packageRoot.appendingPathComponent("Templates/_shared")

    @Test(arguments: BuiltinTemplates.names)
    func everyBuiltInTemplateHasTheSharedSnippets(name: String) throws {
        let template = try #require(try BuiltinTemplates.template(named: name))
        let paths = Set(template.files.map(\.path))
        for snippet in TemporaryDirectory.files(in: Self.shared) {
            #expect(paths.contains(snippet), "\(name) lacks \(snippet)")
        }
    }

    @Test func noBuiltInTemplateKeepsACopyOfASharedSnippet() throws {
        var shared: [Data: String] = [:]
        for snippet in TemporaryDirectory.files(in: Self.shared) {
            shared[try Data(contentsOf: Self.shared.appendingPathComponent(snippet))] = snippet
        }
        for name in BuiltinTemplates.names {
            let folder = Locations.packageRoot.appendingPathComponent("Templates/\(name)")
            for path in TemporaryDirectory.files(in: folder) {
                let data = try Data(contentsOf: folder.appendingPathComponent(path))
                #expect(shared[data] == nil, "Templates/\(name)/\(path) is a copy of Templates/_shared/\(shared[data] ?? "")")
            }
        }
    }

    @Test func theSharedFolderIsNoTemplate() throws {
        #expect(!BuiltinTemplates.names.contains(BuiltinTemplates.sharedFolder))
        #expect(try BuiltinTemplates.template(named: BuiltinTemplates.sharedFolder) == nil)
    }
}
