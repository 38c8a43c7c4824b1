import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// Named templates are looked up in `TemplateSearchPlace.order`, which the help text describes.
@Suite struct TemplateSearchPlaceTests {
    @Test func theOrderHoldsEveryPlaceOnce() {
        #expect(TemplateSearchPlace.order.count == TemplateSearchPlace.allCases.count)
        #expect(Set(TemplateSearchPlace.order) == Set(TemplateSearchPlace.allCases))
    }

    @Test func theHelpTextNamesThePlacesInOrder() throws {
        let text = TemplateSearchPlace.orderDescription
        let positions = try TemplateSearchPlace.order.map { try #require(text.range(of: $0.name)).lowerBound }
        #expect(positions == positions.sorted())
    }

    /// With a template of the same name in every folder before the built-in ones, each lookup
    /// finds the first folder's; once that one is removed, the next folder's.
    @Test func aNamedTemplateComesFromTheFirstFolderThatHasIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var locator = TemplateLocator(
            extraDirectory: folder.path("extra"), projectDirectory: folder.path("project/.vipera"), userDirectory: folder.path("home/.vipera")
        )
        locator.generambaDirectory = folder.path("generamba/Templates")
        var roots: [TemplateSearchRoot] = []
        for place in TemplateSearchPlace.order.prefix(while: { $0 != .builtin }) {
            guard case .folder(let root) = try #require(place.source(in: locator)) else {
                Issue.record("\(place) is no folder")
                continue
            }
            roots.append(root)
        }
        #expect(roots.count == 5)
        for root in roots {
            let template = root.folder.appendingPathComponent("shared")
            try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
            try "// \(root.folder.path)\n".write(to: template.appendingPathComponent("{{ module }}.swift"), atomically: true, encoding: .utf8)
        }
        for root in roots {
            let template = root.folder.appendingPathComponent("shared")
            #expect(try locator.template(named: "shared").origin == root.origin(template))
            #expect(locator.available().first { $0.name == "shared" }?.origin == root.origin(template))
            try FileManager.default.removeItem(at: template)
        }
    }

    /// A built-in template's name in Xcode's folder never hides the built-in one.
    @Test func xcodesFolderComesAfterTheBuiltInTemplates() throws {
        let position = { (place: TemplateSearchPlace) in TemplateSearchPlace.order.firstIndex(of: place) }
        #expect(try #require(position(.builtin)) < #require(position(.xcode)))
    }
}
