import Foundation
import TestSupport
import ViperaGenerator

/// Renders a built-in template the way the golden files were: project `Shop`, author `Jane Doe`,
/// 2026-01-01, nothing written.
enum TemplateRendering {
    /// The files `template` renders for `module`, by path relative to the module folder.
    static func render(module: String, template: String, parameters: [String: String] = [:]) throws -> [String: String] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("project: Shop\n", to: ".vipera.yml")
        let generator = Generator(workingDirectory: folder.url, environment: [:])
        let request = GenerationRequest(
            module: module, template: template, parameters: parameters, author: "Jane Doe",
            date: ISO8601DateFormatter().date(from: "2026-01-01T12:00:00Z")
        )
        let prepared = try generator.plan(request)
        return Dictionary(uniqueKeysWithValues: prepared.plan.entries.map {
            (String($0.displayPath.dropFirst("\(module)/".count)), String(decoding: $0.data, as: UTF8.self))
        })
    }

    /// The files `variant` renders.
    static func render(_ variant: TemplateVariant) throws -> [String: String] {
        try render(module: variant.module, template: variant.template, parameters: variant.parameters)
    }
}
