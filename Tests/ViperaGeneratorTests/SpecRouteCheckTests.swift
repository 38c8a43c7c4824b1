import Foundation
import TestSupport
import Testing
import ViperaCore

@testable import ViperaGenerator

/// A spec's routes join modules whose templates can be wired together: of one template, or of
/// templates naming the same `entryPoint`; a template that renders no routes does not get any.
/// Built-in templates say so in their `template.yml`; a template that does not is checked by
/// what it writes.
@Suite struct SpecRouteCheckTests {
    /// A project template that renders each route as a line, and one that ignores routes; neither
    /// says how it is opened nor whether it renders routes.
    static let projectTemplates = [
        ".vipera/templates/Lines/{{module}}.swift": "// {{ module }}\n{% for route in routes %}// opens {{ route.module }}\n{% endfor %}",
        ".vipera/templates/Plain/{{module}}.swift": "// {{ module }}\n",
    ]

    /// The error planning the spec `text` with `files` beside it, with the working folder's path
    /// replaced by `modules.yml`; `nil` when it plans.
    private func planningError(_ text: String, files: [String: String] = projectTemplates) throws -> String? {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        for (path, content) in files { try work.write(content, to: path) }
        let file = try work.write(text, to: "modules.yml")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        do {
            _ = try generator.plan(spec: try ModuleSpec(file: file), base: GenerationRequest(module: "", author: "Jane"))
            return nil
        } catch {
            return String(describing: error).replacingOccurrences(of: file.path, with: "modules.yml")
        }
    }

    @Test func aRouteBetweenTemplatesWhoseEntryPointsDifferIsRefusedAtTheRoute() throws {
        let message = try planningError("modules:\n  - name: A\n    template: viper\n    routes:\n      - B\n  - name: B\n    template: silver\n")
        #expect(
            message
                == "modules.yml:5: module 'A' (template 'viper') routes to 'B' (template 'silver'), but 'viper' opens a module through entry point "
                + "'viper-builder' and 'silver' is opened through 'silver-assembly': route between modules of one template, or of templates with the same entry point"
        )
    }

    @Test(arguments: ["mvvm", "Plain"])
    func aRouteFromATemplateThatRendersNoneIsRefused(template: String) throws {
        let message = try planningError("modules:\n  - name: A\n    template: \(template)\n    routes: [B]\n  - name: B\n    template: \(template)\n")
        let reason =
            template == "mvvm"
            ? "template 'mvvm' renders no routes (its template.yml says 'routes: false')" : "template 'Plain' writes the same files without its routes"
        #expect(
            message
                == "modules.yml:4: module 'A' routes to 'B', but \(reason): the route would be left out; remove it, or give the module a template that renders routes"
        )
    }

    @Test func routesWithinOneTemplateThatSaysNothingStillWork() throws {
        #expect(try planningError("modules:\n  - name: A\n    template: Lines\n    routes: [B]\n  - name: B\n    template: Lines\n    routes: [A]\n") == nil)
    }

    @Test func aTemplateThatSaysNothingCannotBeProvenToOpenAnother() throws {
        let message = try planningError("modules:\n  - name: A\n    template: Lines\n    routes: [B]\n  - name: B\n    template: viper\n")
        #expect(
            message
                == "modules.yml:4: module 'A' (template 'Lines') routes to 'B' (template 'viper'), but template 'Lines' declares no 'entryPoint' in template.yml, "
                + "so vipera cannot tell that 'Lines' opens a module the way 'viper' is opened: route between modules of one template, or of templates with the same entry point"
        )
    }

    @Test func templatesNamingTheSameEntryPointRouteToEachOther() throws {
        var files = Self.projectTemplates
        files[".vipera/templates/Lines/template.yml"] = "entryPoint: viper-builder\n"
        #expect(try planningError("modules:\n  - name: A\n    template: Lines\n    routes: [B]\n  - name: B\n    template: viper\n", files: files) == nil)
    }

    @Test func viperAndSilverRouteWithinTheirOwnTemplate() throws {
        for template in ["viper", "silver"] {
            #expect(try planningError("modules:\n  - name: A\n    template: \(template)\n    routes: [B]\n  - name: B\n    template: \(template)\n") == nil)
        }
    }

    @Test(arguments: [
        ("routes: maybe\n", "template.yml:1: 'routes' must be true or false, not 'maybe'"),
        ("entryPoint: ''\n", "template.yml:1: 'entryPoint' must name an entry point"),
    ])
    func aMalformedRoutingKeyIsRefusedWithItsLine(manifest: String, message: String) throws {
        #expect(throws: ConfigurationError(file: "template.yml", line: 1, message: String(message.dropFirst("template.yml:1: ".count)))) {
            try TemplateManifest(file: "template.yml", text: manifest)
        }
    }

    @Test func builtInTemplatesSayHowTheyAreOpenedAndWhetherTheyRenderRoutes() throws {
        let declared = try ["viper", "silver", "mvvm", "moa", "bc"].map { name in
            let manifest = try #require(try BuiltinTemplates.template(named: name)).manifest
            return "\(name): \(manifest.entryPoint ?? "-") \(manifest.rendersRoutes.map(String.init) ?? "-")"
        }
        #expect(
            declared == [
                "viper: viper-builder true", "silver: silver-assembly true", "mvvm: mvvm-view-controller false", "moa: moa-module true",
                "bc: bc-builder true",
            ])
    }
}
