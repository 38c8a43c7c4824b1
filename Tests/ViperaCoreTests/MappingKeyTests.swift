import Foundation
import TestSupport
import Testing
import ViperaCore
import Yams

/// Files' keys are enumerations: every case is a key the file accepts, each at most once, and
/// any other key is refused with the known ones listed.
@Suite struct MappingKeyTests {
    private enum Colour: String, CaseIterable {
        case red, green
        case lightBlue = "light_blue"
    }

    @Test func readsTheCasesAndRefusesOtherKeysListingTheKnownOnes() throws {
        let document = try YAMLDocument(file: "f.yml", text: "green: 1\nlight_blue: 2\n")
        #expect(try document.rootMapping(keys: Colour.self).map(\.key) == [.green, .lightBlue])
        let unknown = try YAMLDocument(file: "f.yml", text: "green: 1\nblue: 2\n")
        let error = #expect(throws: ConfigurationError.self) { try unknown.rootMapping(keys: Colour.self) }
        #expect(error?.line == 2)
        #expect(error?.message == "unknown key 'blue' in the file (known keys: green, light_blue, red)")
    }

    /// Each key of `.vipera.yml` is accepted once and refused twice.
    @Test(arguments: ProjectFile.Key.allCases)
    func everyProjectFileKeyIsReadOnce(key: ProjectFile.Key) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let once = try folder.write("\(key.rawValue): {}\n", to: "once/.vipera.yml")
        // A mapping is the wrong shape for most keys: the file is refused, but not for its key.
        do {
            _ = try ProjectFile(url: once)
        } catch {
            #expect(!error.message.contains("unknown key"), "\(error)")
        }
        let twice = try folder.write("\(key.rawValue): a\n\(key.rawValue): b\n", to: "twice/.vipera.yml")
        let duplicate = #expect(throws: ConfigurationError.self) { try ProjectFile(url: twice) }
        #expect(duplicate?.message == "duplicate key '\(key.rawValue)' (first on line 1)")
        #expect(duplicate?.line == 2)
    }
}
