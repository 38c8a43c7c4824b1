import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// Named templates are looked up in `TemplateOrigin.Place.order`, which the help text describes.
@Suite struct TemplateSearchPlaceTests {
    /// Every place that holds named templates is searched once; the others hold one template.
    @Test func theOrderHoldsEveryPlaceOfNamedTemplatesOnce() {
        #expect(Set(TemplateOrigin.Place.order).count == TemplateOrigin.Place.order.count)
        #expect(
            Set(TemplateOrigin.Place.allCases).subtracting(TemplateOrigin.Place.order) == [.templateDirectory, .projectFolder, .userFolder])
    }

    @Test func theHelpTextNamesThePlacesInOrder() throws {
        let text = TemplateOrigin.Place.orderDescription
        let positions = try TemplateOrigin.Place.order.map { try #require(text.range(of: $0.name)).lowerBound }
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
        let places = TemplateOrigin.Place.order.prefix { $0 != .builtin }
        let folders = places.compactMap { locator.folder(of: $0) }
        #expect(folders.count == 5)
        for root in folders {
            let template = root.appendingPathComponent("shared")
            try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
            try "// \(root.path)\n".write(to: template.appendingPathComponent("{{ module }}.swift"), atomically: true, encoding: .utf8)
        }
        for (place, root) in zip(places, folders) {
            let origin = TemplateOrigin(place: place, directory: root.appendingPathComponent("shared"))
            #expect(try locator.template(named: "shared").origin == origin)
            #expect(locator.available().first { $0.name == "shared" }?.origin == origin)
            try FileManager.default.removeItem(at: root.appendingPathComponent("shared"))
        }
    }

    /// A built-in template's name in Xcode's folder never hides the built-in one.
    @Test func xcodesFolderComesAfterTheBuiltInTemplates() throws {
        let position = { (place: TemplateOrigin.Place) in TemplateOrigin.Place.order.firstIndex(of: place) }
        #expect(try #require(position(.builtin)) < #require(position(.xcode)))
    }
}
