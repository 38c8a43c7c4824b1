import Foundation
import TestSupport
import Testing

/// The architectures beyond VIPER-B end to end: each built-in template generates a module that
/// `vipera lint --profile <its profile>` accepts, is listed with its profile, and its profile's
/// rules are shown by `vipera rules --profile`.
@Suite struct ArchitectureTemplateTests {
    /// Template, the parameters of one generation, and two lines `vipera rules --profile` prints.
    static let architectures: [(template: String, parameters: [String], ownershipLine: String, protocolsLine: String)] = [
        ("moa", ["--param", "presentation=push"], "  View → Presenter: strong", "Role protocols every module declares: <Module>Routable, <Module>View\n"),
        ("silver", [], "  Router → Router: weak", "Role protocols every module declares: <Module>View, <Module>Interactor, <Module>Router\n"),
    ]

    @Test(arguments: architectures.map(\.template))
    func generatedModuleLintsCleanUnderItsProfile(template: String) throws {
        let architecture = try #require(Self.architectures.first { $0.template == template })
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let generated = try sandbox.run(["Payments", template] + architecture.parameters)
        #expect(generated.status == 0, "\(generated)")
        let lint = try sandbox.run("lint", "--profile", template, "Payments")
        #expect(lint.status == 0, "\(lint)")
        #expect(lint.stdout.isEmpty, "\(lint)")
        #expect(lint.stderr.contains("0 errors, 0 warnings"), "\(lint)")
    }

    @Test(arguments: architectures.map(\.template))
    func templatesListShowsItsProfile(template: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let list = try sandbox.run("templates", "list", "--json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]], "\(list)")
        let entry = try #require(entries.first { $0["name"] as? String == template }, "\(list)")
        #expect(entry["profile"] as? String == template)
        #expect(entry["source"] as? String == "built-in")
    }

    @Test(arguments: architectures.map(\.template))
    func rulesShowsTheProfile(template: String) throws {
        let architecture = try #require(Self.architectures.first { $0.template == template })
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let text = try sandbox.run("rules", "--profile", template)
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.contains(architecture.ownershipLine), "\(text)")
        #expect(text.stdout.contains(architecture.protocolsLine), "\(text)")
        #expect(text.stdout.contains("reference-cycle"), "\(text)")
        let json = try sandbox.run("rules", "--profile", template, "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
        #expect(object["name"] as? String == template)
        #expect((object["ownership"] as? [[String: String]])?.isEmpty == false)
        #expect((object["rules"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test func rulesRefusesAnUnknownProfile() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("rules", "--profile", "mvc")
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("vipera: error: 'mvc' is not a value of --profile. It takes bc, moa, mvvm, silver, viper\n"),
            "\(result)")
    }
}
