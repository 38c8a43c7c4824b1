import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// `XcodeTemplateExporter`: a vipera template exported as a `.xctemplate` bundle renders, through
/// vipera's own `.xctemplate` support, exactly what the template renders directly, for every
/// combination of its choices and bools; what Xcode cannot express is refused by name.
@Suite struct XcodeExportTests {
    static let card = Locations.tests("ViperaGeneratorTests/Fixtures/ExportTemplates/Card")
    static let date = ISO8601DateFormatter().date(from: "2026-03-09T12:00:00Z")

    /// A template by name (built-in) or folder.
    static func template(_ name: String? = nil, folder: URL? = nil) throws -> Template {
        let locator = TemplateLocator(
            extraDirectory: nil, projectDirectory: URL(fileURLWithPath: "/nonexistent"), userDirectory: URL(fileURLWithPath: "/nonexistent"))
        if let folder { return try locator.template(at: folder) }
        return try locator.template(named: name ?? "")
    }

    /// Every combination of the choice and bool parameters of `template`, as `--param` values.
    static func combinations(_ template: Template) -> [[String: String]] {
        template.manifest.parameters.reduce([[:]]) { partial, parameter in
            let values: [String] =
                switch parameter.kind {
                case .choice(let choices): choices
                case .bool: ["true", "false"]
                default: []
                }
            return values.isEmpty ? partial : partial.flatMap { combination in values.map { combination.merging([parameter.name: $0]) { $1 } } }
        }
    }

    /// Exports `template`, then plans `Login` from the bundle and from the template itself for
    /// every combination; returns how many combinations were equal.
    static func roundTrip(_ template: Template, direct: (inout GenerationRequest) -> Void, texts: [String: String] = [:]) throws -> Int {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("project: My Shop\n", to: ".vipera.yml")
        let exporter = XcodeTemplateExporter(template: template)
        let bundleFolder = try exporter.write(try exporter.bundle(), into: folder.path("Xcode"))
        let generator = Generator(workingDirectory: folder.url, environment: [:])
        var equal = 0
        for combination in combinations(template) {
            var request = GenerationRequest(module: "Login", parameters: combination.merging(texts) { $1 }, author: "Jane Doe", date: date)
            request.includesTests = false
            direct(&request)
            let expected = try generator.plan(request).plan.entries.map { ($0.displayPath, $0.data) }
            request.template = nil
            request.templateDirectory = bundleFolder
            let bundle = try generator.plan(request)
            if case .xcode = bundle.template.kind {} else { Issue.record("the exported bundle did not load as an Xcode template") }
            let actual = bundle.plan.entries.map { ($0.displayPath, $0.data) }
            #expect(actual.map(\.0) == expected.map(\.0), "\(combination)")
            #expect(actual.map(\.1) == expected.map(\.1), "\(combination)")
            equal += actual.map(\.0) == expected.map(\.0) && actual.map(\.1) == expected.map(\.1) ? 1 : 0
        }
        return equal
    }

    @Test(arguments: ["viper", "mvvm", "silver"])
    func aBuiltInTemplateRoundTripsForEveryCombination(name: String) throws {
        let template = try Self.template(name)
        let count = try Self.roundTrip(template) { $0.template = name }
        #expect(count == Self.combinations(template).count)
    }

    @Test func choicesBoolsAndPastedTextRoundTrip() throws {
        let template = try Self.template(folder: Self.card)
        let count = try Self.roundTrip(template, direct: { $0.templateDirectory = Self.card }, texts: ["title": "Hello, <you> & co"])
        #expect(count == 4)
        let bundle = try XcodeTemplateExporter(template: template).bundle()
        #expect(bundle.options == ["moduleName (text)", "style (popup: plain, fancy)", "withHeader (checkbox)", "title (text)"])
        #expect(bundle.unused == ["note"])
        #expect(
            bundle.files.keys.sorted() == [
                "TemplateInfo.plist",
                "fancy/Views/___FILEBASENAME___FancyStyle.swift", "fancy/___FILEBASENAME___Card.swift",
                "fancywithHeader/Views/___FILEBASENAME___FancyStyle.swift", "fancywithHeader/___FILEBASENAME___Card.swift",
                "fancywithHeader/___FILEBASENAME___Header.swift",
                "plain/Views/___FILEBASENAME___PlainStyle.swift", "plain/___FILEBASENAME___Card.swift",
                "plainwithHeader/Views/___FILEBASENAME___PlainStyle.swift", "plainwithHeader/___FILEBASENAME___Card.swift",
                "plainwithHeader/___FILEBASENAME___Header.swift",
            ])
        #expect(
            bundle.files["fancywithHeader/___FILEBASENAME___Card.swift"].map { String(decoding: $0, as: UTF8.self) } == """
                // ___FILENAME___ in ___PROJECTNAME___ (___PROJECTNAME:identifier___), by ___FULLUSERNAME___ on ___DATE___, ___YEAR___
                import UIKit

                final class ___VARIABLE_moduleName___Card: UIView {
                    let title = "___VARIABLE_title___"
                    let style = "fancy"
                    let header = ___VARIABLE_moduleName___Header()
                }

                """)
    }

    /// The independent reader of the plist: Python's `plistlib`.
    static let pythonAvailable = Oracle.available(["python3", "-c", "import plistlib"])

    @Test(.enabled(if: pythonAvailable, "python3 is missing (VIPERA_REQUIRE_ORACLES=1 makes that a failure)"))
    func thePlistIsReadByPythonsPlistlibWithTheKeysXcodeNeeds() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let bundle = try XcodeTemplateExporter(template: try Self.template(folder: Self.card)).bundle()
        let plist = try folder.write(String(decoding: try #require(bundle.files["TemplateInfo.plist"]), as: UTF8.self), to: "TemplateInfo.plist")
        let script = """
            import json, plistlib, sys
            info = plistlib.load(open(sys.argv[1], "rb"))
            print(json.dumps({"keys": sorted(info), "kind": info["Kind"], "completion": info["DefaultCompletionName"],
                              "options": [[o["Identifier"], o["Type"], o.get("Default"), o.get("Required"), o.get("Values"), sorted(o)] for o in info["Options"]]}))
            """
        let result = try Oracle.run(["python3", "-c", script, plist.path])
        #expect(result.status == 0, "\(result)")
        let read = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(read["keys"] as? [String] == ["DefaultCompletionName", "Description", "Kind", "Options", "SortOrder", "Summary"])
        #expect(read["kind"] as? String == "Xcode.IDEKit.TextSubstitutionFileTemplateKind")
        #expect(read["completion"] as? String == "Module")
        let options = try #require(read["options"] as? [[Any]])
        #expect(options.map { $0[0] as? String } == ["moduleName", "productName", "style", "withHeader", "title"])
        #expect(options.map { $0[1] as? String } == ["text", "static", "popup", "checkbox", "text"])
        #expect(options.map { $0[2] as? String } == ["", "___VARIABLE_moduleName___", "fancy", "false", "Welcome"])
        #expect(options.map { $0[3] as? Bool } == [true, nil, true, false, false])
        #expect(options[2][4] as? [String] == ["plain", "fancy"])
        let shown = ["Default", "Description", "Identifier", "Name", "Required", "Type"]
        #expect(options.map { $0[5] as? [String] } == [shown, ["Default", "Identifier", "Type"], shown + ["Values"], shown, shown])
    }
}
