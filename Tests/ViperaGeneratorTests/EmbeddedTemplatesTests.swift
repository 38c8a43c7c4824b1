import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// The committed `EmbeddedTemplateFiles.swift` carries exactly today's `Templates/`: a template
/// edited without running `Scripts/embed-templates.sh` fails here.
@Suite struct EmbeddedTemplatesTests {
    @Test func theEmbeddedFilesAreFreshFromTemplates() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let fresh = work.path("EmbeddedTemplateFiles.swift")
        let run = try ProcessResult.run(
            Locations.productsDirectory.appendingPathComponent("TemplateEmbedder"),
            [Locations.packageRoot.appendingPathComponent("Templates").path, fresh.path]
        )
        #expect(run.status == 0, "\(run)")
        let committed = Locations.packageRoot.appendingPathComponent("Sources/ViperaGenerator/Templates/EmbeddedTemplateFiles.swift")
        #expect(try Data(contentsOf: fresh) == Data(contentsOf: committed), "Templates/ changed: run Scripts/embed-templates.sh")
    }

    /// Each raw string literal holds its file byte for byte (a `#` run, a backslash or a quote in a
    /// template cannot change it), and every file of `Templates/` is there.
    @Test func everyEmbeddedFileIsItsTemplateFileByteForByte() throws {
        let templates = Locations.packageRoot.appendingPathComponent("Templates")
        let files = TemporaryDirectory.files(in: templates).filter { !$0.hasSuffix(".DS_Store") }
        #expect(EmbeddedTemplateFiles.files.map { $0.template + "/" + $0.path }.sorted() == files.sorted())
        for entry in EmbeddedTemplateFiles.files {
            let file = templates.appendingPathComponent(entry.template).appendingPathComponent(entry.path)
            #expect(Data(entry.text.utf8) == (try Data(contentsOf: file)), "\(entry.template)/\(entry.path)")
        }
    }
}
