import Foundation
import TestSupport
import ViperaGenerator

/// Renders a built-in template the way the golden tests fix it: project `Shop`, author
/// `Jane Doe`, 2026-01-01.
enum GoldenRendering {
    /// The files `template` renders for `module` with `parameters`, by path inside the module
    /// folder (test files left out).
    static func render(module: String, template: String, parameters: [String: String] = [:]) throws -> [String: String] {
        try plan(module: module, template: template, parameters: parameters).texts(below: "\(module)/")
    }

    /// Everything `template` renders for `module` with `parameters`: the module folder and the
    /// tests part in `Tests/<module>Tests`.
    static func plan(module: String, template: String, parameters: [String: String] = [:]) throws -> GenerationPlan {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("project: Shop\n", to: ".vipera.yml")
        let generator = Generator(workingDirectory: folder.url, environment: [:])
        let request = GenerationRequest(
            module: module, template: template, parameters: parameters, author: "Jane Doe",
            date: ISO8601DateFormatter().date(from: "2026-01-01T12:00:00Z")
        )
        return try generator.plan(request).plan
    }

    /// Every module of the spec `file` as the golden tests fix it, in one plan: the modules below
    /// the spec's `path`, their tests parts in `Tests/`.
    static func plan(spec file: URL) throws -> GenerationPlan {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("project: Shop\n", to: ".vipera.yml")
        let specFile = try folder.write(try String(contentsOf: file, encoding: .utf8), to: file.lastPathComponent)
        let generator = Generator(workingDirectory: folder.url, environment: [:])
        let base = GenerationRequest(module: "", author: "Jane Doe", date: ISO8601DateFormatter().date(from: "2026-01-01T12:00:00Z"))
        return GenerationPlan(combining: try generator.plan(spec: try ModuleSpec(file: specFile), base: base).map(\.plan))
    }
}
