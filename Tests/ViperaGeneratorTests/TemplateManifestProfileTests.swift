import Testing
import ViperaCore

@testable import ViperaGenerator

/// `template.yml` names the lint profile its output satisfies as `profile:`; `architecture:` is the
/// older spelling of the same key, and giving both is an error at the second.
@Suite struct TemplateManifestProfileTests {
    @Test(arguments: ["profile", "architecture"])
    func eitherSpellingNamesTheProfile(key: String) throws {
        let manifest = try TemplateManifest(file: "template.yml", text: "summary: A screen\n\(key): moa\n")
        #expect(manifest.profile == .moa)
    }

    @Test func bothSpellingsAreAnError() {
        #expect {
            try TemplateManifest(file: "template.yml", text: "profile: moa\narchitecture: viper\n")
        } throws: { error in
            "\(error)".contains("template.yml:2") && "\(error)".contains("'profile' is given twice")
        }
    }
}
