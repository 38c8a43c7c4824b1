import Foundation
import TestSupport
import Testing

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
}
