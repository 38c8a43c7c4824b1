import Foundation
import Testing
import TestSupport
@testable import ViperaGenerator

/// Named templates are looked up in `TemplateSearchRoot.order`, which the help text describes.
@Suite struct TemplateSearchRootTests {
    @Test func theOrderHoldsEveryRootOnce() {
        #expect(TemplateSearchRoot.order.count == TemplateSearchRoot.allCases.count)
        #expect(Set(TemplateSearchRoot.order) == Set(TemplateSearchRoot.allCases))
    }

    @Test func theHelpTextNamesTheRootsInOrder() throws {
        let text = TemplateSearchRoot.orderDescription
        let positions = try TemplateSearchRoot.order.map { try #require(text.range(of: $0.name)).lowerBound }
        #expect(positions == positions.sorted())
        #expect(text.hasSuffix("then the built-in ones."))
    }

    /// With a template of the same name in every root, each lookup finds the first root's; once
    /// that one is removed, the next root's.
    @Test func aNamedTemplateComesFromTheFirstRootThatHasIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var locator = TemplateLocator(
            extraDirectory: folder.path("extra"), projectDirectory: folder.path("project/.vipera"), userDirectory: folder.path("home/.vipera")
        )
        locator.generambaDirectory = folder.path("generamba/Templates")
        var roots: [(root: TemplateSearchRoot, folder: URL)] = []
        for root in TemplateSearchRoot.order {
            roots.append((root, try #require(root.folder(in: locator))))
        }
        for (root, rootFolder) in roots {
            let template = rootFolder.appendingPathComponent("shared")
            try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
            try "// \(root)\n".write(to: template.appendingPathComponent("{{ module }}.swift"), atomically: true, encoding: .utf8)
        }
        for (root, rootFolder) in roots {
            let template = rootFolder.appendingPathComponent("shared")
            #expect(try locator.template(named: "shared").origin == root.origin(template))
            #expect(locator.available().first { $0.name == "shared" }?.origin == root.origin(template))
            try FileManager.default.removeItem(at: template)
        }
    }
}
