import Foundation
import Testing
import ViperaCore
import ViperaLint

/// `vipera rules --profile <name>` shows every constraint of every built-in profile, and no
/// heading without items.
@Suite struct ProfileDocumentationTests {
    static let names = Profile.builtIn.keys.map(\.rawValue).sorted()

    /// The text each of a profile's properties must show in the documentation, by property.
    private static func expectedTexts(_ profile: Profile) -> [String: [String]] {
        [
            "name": ["\(profile.name): "],
            "summary": [profile.summary],
            "roles": profile.roles.map { "  \($0.role): \($0.names.joined(separator: ", "))" },
            "requiredProtocolRoles": profile.requiredProtocolRoles.map { profile.protocolName(of: $0, in: "<Module>") },
            "defaultImplementationMarker": ["<Module>\(profile.defaultImplementationMarker)<Role>"],
            "allowedProtocolSuffixes": Self.line("Suffixes role protocols may carry", profile.allowedProtocolSuffixes),
            "knownProtocolSuffixes": Self.line(
                "Suffixes reported on role protocols", profile.knownProtocolSuffixes.filter { !profile.allowedProtocolSuffixes.contains($0) }
            ),
            "frameworkTypeRoles": profile.frameworkTypeRoles.map { "  \($0.key): \($0.value)" },
            "ownership": profile.ownership.rows.map { "  \($0.holder) → \($0.held): \($0.requirement.rawValue)" },
            "delegateSuffixes": Self.line("never held strongly across modules (by suffix)", profile.delegateSuffixes),
            "boundaries": profile.boundaries.map { "  \($0.role): " },
            "isolatedRoles": profile.isolatedRoles.map { "  \($0.role): \($0.advice)" },
            "valueTypeRoles": profile.valueTypeRoles.map { "value types: \($0)" },
            "routingRoles": Self.line("Roles that open other modules (vipera graph draws their routes)", profile.routingRoles.map(\.rawValue)),
            "layers": profile.layers.map { "  \($0.name) (folders \($0.folders.joined(separator: ", "))" },
            "conventions": Self.line("Naming conventions", profile.conventions.map(\.name)),
            "typePrefixes": Self.line("Type name prefixes", profile.typePrefixes),
        ]
    }

    /// `title: a, b`, or nothing for no items.
    private static func line(_ title: String, _ items: [String]) -> [String] {
        items.isEmpty ? [] : ["\(title): " + items.joined(separator: ", ")]
    }

    @Test(arguments: names)
    func textShowsEveryConstraint(name: String) throws {
        let profile = try #require(Profile.builtIn[ProfileName(rawValue: name)])
        let text = ProfileDocumentation.text(profile, rules: RuleRegistry.descriptions(for: profile))
        let expected = Self.expectedTexts(profile)
        // A property added to Profile needs showing, and a line here saying how it shows.
        #expect(Set(Mirror(reflecting: profile).children.compactMap(\.label)) == Set(expected.keys))
        for (property, texts) in expected {
            for expectedText in texts {
                #expect(text.contains(expectedText), "\(name) does not show \(property): \(expectedText)\n\(text)")
            }
        }
    }

    @Test(arguments: names)
    func textHasNoEmptyHeading(name: String) throws {
        let profile = try #require(Profile.builtIn[ProfileName(rawValue: name)])
        let lines = ProfileDocumentation.text(profile, rules: RuleRegistry.descriptions(for: profile))
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.hasSuffix(":") {
            #expect(index + 1 < lines.count && !lines[index + 1].isEmpty, "\(name): '\(line)' heads nothing")
        }
    }

    @Test(arguments: names)
    func jsonHasEveryProperty(name: String) throws {
        let profile = try #require(Profile.builtIn[ProfileName(rawValue: name)])
        let json = ProfileDocumentation.json(profile, rules: RuleRegistry.descriptions(for: profile))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let properties = Set(Mirror(reflecting: profile).children.compactMap(\.label))
        #expect(properties.isSubset(of: Set(object.keys)), "missing: \(properties.subtracting(object.keys))")
        #expect((object["layers"] as? [Any])?.count == profile.layers.count)
        #expect((object["isolatedRoles"] as? [Any])?.count == profile.isolatedRoles.count)
        #expect((object["valueTypeRoles"] as? [String]) == profile.valueTypeRoles.map(\.rawValue))
    }
}
