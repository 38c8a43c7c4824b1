import Foundation
import Testing
import TestSupport
import ViperaLint

/// The hand-written registries list every rule and reporter the sources define: adding a file
/// and forgetting its registry entry fails here.
@Suite struct RegistryTests {
    /// The type names of the files in `Sources/ViperaLint/<folder>` ending in `suffix`, but the
    /// protocol itself.
    static func declaredTypes(in folder: String, suffix: String) throws -> [String] {
        let url = Locations.packageRoot.appendingPathComponent("Sources/ViperaLint/\(folder)")
        return try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix("\(suffix).swift") && $0 != "\(suffix).swift" }
            .map { String($0.dropLast(".swift".count)) }
            .sorted()
    }

    @Test func everyRuleIsInTheRegistry() throws {
        let registered = RuleRegistry.checks.map { String(describing: $0) }.sorted()
        #expect(registered == (try Self.declaredTypes(in: "Rules", suffix: "Rule")))
    }

    @Test func everyReporterIsInTheRegistry() throws {
        let registered = Reporters.all.map { String(describing: $0) }.sorted()
        #expect(registered == (try Self.declaredTypes(in: "Reporters", suffix: "Reporter")))
    }
}
