import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// What an Xcode file template cannot express is refused, naming the parameter or file, and
/// nothing is written.
@Suite struct XcodeExportRefusalTests {
    /// The error exporting `template` gives.
    static func refusal(_ template: Template) throws -> String {
        "\(try #require(throws: GenerationError.self) { try XcodeTemplateExporter(template: template).bundle() })"
    }

    /// A template in a temporary folder with `template.yml` and one file.
    static func template(manifest: String, file: String, text: String) throws -> (TemporaryDirectory, Template) {
        let folder = try TemporaryDirectory()
        try folder.write(manifest, to: "T/template.yml")
        try folder.write(text, to: "T/\(file)")
        return (folder, try XcodeExportTests.template(folder: folder.path("T")))
    }

    @Test func freeTextTheTemplatesLogicReadsAndListsAreRefusedByName() throws {
        #expect(
            try Self.refusal(XcodeExportTests.template("moa")) == """
                Templates/moa (built-in): template 'moa' cannot be exported to Xcode: parameter 'storyboard' is free text the template branches on \
                at Templates/moa/{{module}}Wireframe.swift:123 ({% if storyboard or initialViewController %}), which an Xcode text option cannot express; \
                parameter 'initialViewController' is free text the template branches on at Templates/moa/{{module}}Wireframe.swift:123 \
                ({% if storyboard or initialViewController %}), which an Xcode text option cannot express
                """)
        #expect(
            try Self.refusal(XcodeExportTests.template("bc")) == """
                Templates/bc (built-in): template 'bc' cannot be exported to Xcode: parameter 'businessControllers' is a list, which no Xcode option holds
                """)
    }

    @Test(arguments: [
        ("{{ module|snake }}", "the module name transformed ('zqx_module'"),
        ("{{ project|upper }}", "the project name transformed ('ZQX PROJECT'"),
        ("{{ title|lowercase }}", nil),
    ])
    func aValueTransformedInAWayNoMacroWritesIsRefused(text: String, message: String?) throws {
        let (folder, template) = try Self.template(
            manifest: "parameters:\n  - name: title\n    default: Hi\n", file: "{{module}}.swift", text: "let x = \"\(text)\"\n"
        )
        defer { folder.remove() }
        let refusal = try Self.refusal(template)
        if let message {
            #expect(
                refusal.contains(
                    "template 'T' cannot be exported to Xcode: '<Module>.swift' writes \(message) when rendered with 'Zqx…' stand-ins), which no Xcode text macro writes"
                ), "\(refusal)")
        } else {
            #expect(
                refusal.contains("template 'T' cannot be exported to Xcode: parameter 'title' is free text the template's logic reads or transforms"),
                "\(refusal)")
        }
    }

    /// Free text whose every value Xcode's field could hold does not render as the text pasted in
    /// is refused, naming where the template branches on it: the empty text of a parameter with
    /// a default, and the texts a branch compares it with, are tried as well as the default.
    @Test(arguments: [
        ("{{module}}.swift", "{% if storyboard %}\nlet flag = true\n{% endif %}\n", "Main", "{{module}}.swift:1 ({% if storyboard %})"),
        (
            "{{module}}.swift", "// {{ module }}\nlet name = \"{{ storyboard }}\"{% if storyboard %} // set{% endif %}\n", "Main",
            "{{module}}.swift:2 ({% if storyboard %})"
        ),
        ("{{module}}.swift", "// x\n\n{% if storyboard == \"Main\" %}let main = true{% endif %}\n", "", "{{module}}.swift:3 ({% if storyboard == \"Main\" %})"),
        ("{{module}}.swift", "let kind = \"{{ \"main\" if storyboard }}\"\n", "Main", "{{module}}.swift:1 ({{ \"main\" if storyboard }})"),
        (
            "{% if storyboard %}{{module}}Storyboard.swift{% endif %}", "let x = 1\n", "Main",
            "{% if storyboard %}{{module}}Storyboard.swift{% endif %} ({% if storyboard %})"
        ),
    ])
    func freeTextTheTemplateBranchesOnIsRefusedWithWhere(file: String, text: String, defaultValue: String, place: String) throws {
        let (folder, _) = try Self.template(manifest: "parameters:\n  - name: storyboard\n    default: \"\(defaultValue)\"\n", file: file, text: text)
        defer { folder.remove() }
        // A second file, so that the empty text still renders one.
        try folder.write("// {{ module }}\n", to: "T/{{module}}Base.swift")
        let refusal = try Self.refusal(XcodeExportTests.template(folder: folder.path("T")))
        #expect(
            refusal.hasSuffix(
                "template 'T' cannot be exported to Xcode: parameter 'storyboard' is free text the template branches on at \(folder.path("T").path)/\(place), "
                    + "which an Xcode text option cannot express"), "\(refusal)")
    }

    @Test func freeTextOnlyTheTestsBranchOnChangesNothingAndIsLeftOut() throws {
        let (folder, template) = try Self.template(
            manifest: "tests: Tests\nparameters:\n  - name: appModule\n    default: App\n", file: "Tests/{{module}}Tests.swift",
            text: "{% if appModule %}@testable import {{ appModule }}{% endif %}\n"
        )
        defer { folder.remove() }
        try folder.write("struct {{ module }} {}\n", to: "T/{{module}}.swift")
        let bundle = try XcodeTemplateExporter(template: XcodeExportTests.template(folder: folder.path("T"))).bundle()
        #expect(bundle.unused == ["appModule"])
    }

    @Test func textXcodeWouldTakeForAMacroIsRefused() throws {
        let (folder, template) = try Self.template(manifest: "summary: s\n", file: "{{module}}.swift", text: "// made\n// by ___FULLUSERNAME___\n")
        defer { folder.remove() }
        #expect(try Self.refusal(template).hasSuffix("'<Module>.swift' holds '___FULLUSERNAME___' on line 2, which Xcode would expand as a text macro"))
    }

    @Test func anExistingBundleIsNotOverwritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let exporter = XcodeTemplateExporter(template: try XcodeExportTests.template("mvvm"))
        let bundle = try exporter.bundle()
        let written = try exporter.write(bundle, into: folder.url)
        #expect(written.lastPathComponent == "mvvm.xctemplate")
        let before = TemporaryDirectory.files(in: folder.url)
        #expect(throws: GenerationError.alreadyExists(path: written.path)) { try exporter.write(bundle, into: folder.url) }
        #expect(TemporaryDirectory.files(in: folder.url) == before)
    }
}
