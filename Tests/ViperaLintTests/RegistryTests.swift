import Foundation
import TestSupport
import Testing
import ViperaLint

/// The hand-written registries list every rule, reporter and profile the sources define: adding
/// a file and forgetting its registry entry fails here.
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
        let registered = RuleRegistry.all.map { String(describing: $0) }.sorted()
        #expect(registered == (try Self.declaredTypes(in: "Rules", suffix: "Rule")))
    }

    @Test func everyReporterIsInTheRegistry() throws {
        let registered = ReporterKind.allCases.map { String(describing: $0.type) }.sorted()
        #expect(registered == (try Self.declaredTypes(in: "Reporters", suffix: "Reporter")))
    }

    /// Each `<Name>Profile.swift` declares one built-in profile (`public static let viper…`), and
    /// `Profile.builtIn` lists each under its own name.
    @Test func everyProfileIsInTheRegistry() throws {
        let folder = Locations.packageRoot.appendingPathComponent("Sources/ViperaLint/Profiles")
        var declared: [String] = []
        for file in try Self.declaredTypes(in: "Profiles", suffix: "Profile") {
            let text = try String(contentsOf: folder.appendingPathComponent("\(file).swift"), encoding: .utf8)
            let names = text.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "public static let ") else { return nil }
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
                return line.contains(": Profile") || line.contains("= Profile(") ? String(name) : nil
            }
            #expect(names.count == 1, "\(file).swift declares \(names)")
            declared += names
        }
        #expect(Profile.builtIn.keys.map(\.rawValue).sorted() == declared.sorted())
        for (name, profile) in Profile.builtIn {
            #expect(profile.name == name)
        }
    }
}
