import Foundation
import TestSupport
import Testing

/// Every built-in template's output is read as its own architecture: `vipera init` picks the
/// template's profile, and `vipera lint` reports nothing on it, with the written `.vipera.yml` or
/// with none (detecting the same profile in memory).
@Suite struct TemplateProfileTests {
    /// A template, the parameters of its generations, and the profile it is written for.
    struct Variant: CustomStringConvertible, Sendable {
        let template: String
        let parameters: [String]
        let profile: String
        var description: String { ([template] + parameters).joined(separator: " ") }
    }

    static let variants = [
        Variant(template: "viper", parameters: [], profile: "viper"),
        Variant(template: "viper", parameters: ["--param", "ui=swiftui"], profile: "viper"),
        Variant(template: "moa", parameters: [], profile: "moa"),
        Variant(template: "silver", parameters: [], profile: "silver"),
        Variant(template: "bc", parameters: [], profile: "bc"),
        Variant(template: "mvvm", parameters: [], profile: "mvvm"),
        Variant(template: "mvvm", parameters: ["--param", "ui=swiftui"], profile: "mvvm"),
    ]

    /// Three modules of `variant` in a fresh project; SILVER's shared types come with the first.
    static func project(_ variant: Variant) throws -> Sandbox {
        let sandbox = try Sandbox()
        for (position, module) in ["Checkout", "Orders", "Profile"].enumerated() {
            let shared = variant.template == "silver" && position > 0 ? ["--param", "sharedTypes=false"] : []
            let generated = try sandbox.run([module, variant.template, "--no-project", "--quiet"] + variant.parameters + shared)
            #expect(generated.status == 0, "\(generated)")
        }
        return sandbox
    }

    @Test(arguments: variants)
    func initPicksTheTemplatesProfileAndLintFindsNothing(variant: Variant) throws {
        let sandbox = try Self.project(variant)
        defer { sandbox.remove() }
        let detected = try sandbox.run("lint")
        #expect(detected.status == 0 && detected.stdout.isEmpty, "\(detected)")
        #expect(detected.stderr.contains(": 0 errors, 0 warnings; conventions: "), "\(detected)")
        #expect(detected.stderr.contains("; profile: \(variant.profile) (detected)") == (variant.profile != "viper"), "\(detected)")
        let initialised = try sandbox.run("init")
        #expect(initialised.status == 0, "\(initialised)")
        #expect(initialised.stdout.hasPrefix("vipera: profile: \(variant.profile) ("), "\(initialised)")
        #expect(!initialised.stdout.contains("no architecture's roles fit"), "\(initialised)")
        #expect(try sandbox.read(".vipera.yml").contains("\n  profile: \(variant.profile)\n"))
        let configured = try sandbox.run("lint")
        #expect(configured.status == 0 && configured.stdout.isEmpty, "\(configured)")
        #expect(configured.stderr.hasSuffix(": 0 errors, 0 warnings\n"), "\(configured)")
    }
}
