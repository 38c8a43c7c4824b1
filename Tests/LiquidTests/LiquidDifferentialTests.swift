import Foundation
import Liquid
import TestSupport
import Testing

/// vipera's Liquid engine against Ruby Liquid (the `liquid` gem, run by `liquid_render.rb`):
/// every case under `LiquidCases` (`<name>.liquid`, its variables in `<name>.json`, snippets in
/// `snippets/`) renders byte for byte as Ruby renders it. A case with a `<name>.error` file is
/// one where vipera deliberately refuses what Ruby renders (an undefined variable): vipera must
/// fail with that message, and Ruby must render it.
///
/// Runs when `ruby` and the gem are installed; with `VIPERA_REQUIRE_ORACLES=1` (CI) their
/// absence fails the test.
@Suite struct LiquidDifferentialTests {
    static let folder = Locations.tests("LiquidTests/LiquidCases")
    static let script = Locations.tests("LiquidTests/liquid_render.rb")

    struct Case {
        let name: String
        let template: String
        let variables: Data
        /// vipera's expected error, for a case vipera refuses.
        let error: String?
    }

    static func cases() throws -> [Case] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".liquid") }.map { String($0.dropLast(".liquid".count)) }.sorted()
        return try names.map { name in
            let file = { (suffix: String) in folder.appendingPathComponent(name + suffix) }
            let variables = (try? Data(contentsOf: file(".json"))) ?? Data("{}".utf8)
            let error = (try? String(contentsOf: file(".error"), encoding: .utf8))?.trimmingCharacters(in: .newlines)
            return Case(name: name, template: try String(contentsOf: file(".liquid"), encoding: .utf8), variables: variables, error: error)
        }
    }

    static func snippets() throws -> [String: String] {
        let folder = folder.appendingPathComponent("snippets")
        var result: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".liquid") {
            result[String(file.dropLast(".liquid".count))] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        return result
    }

    /// Ruby Liquid's result for every case, by name: `output` or `error`.
    static func rubyResults(_ cases: [Case]) throws -> [String: [String: String]] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input: [String: Any] = [
            "snippets": folder.appendingPathComponent("snippets").path,
            "cases": try cases.map { kase in
                ["name": kase.name, "template": kase.template, "variables": try JSONSerialization.jsonObject(with: kase.variables)]
            },
        ]
        let inputFile = directory.url.appendingPathComponent("cases.json")
        try JSONSerialization.data(withJSONObject: input).write(to: inputFile)
        let result = try Oracle.run(["ruby", script.path, inputFile.path])
        try #require(result.status == 0, "\(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: String]])
    }

    @Test func everyCaseRendersAsRubyLiquidRendersIt() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 60)
        let gem = ["ruby", "-e", "require 'liquid'"]
        guard Oracle.ready(gem, name: "ruby or its liquid gem", install: "apt-get install -y ruby ruby-liquid") else { return }
        let ruby = try Self.rubyResults(cases)
        let snippets = try Self.snippets()
        for kase in cases {
            let expected = try #require(ruby[kase.name], "no Ruby result for \(kase.name)")
            let location = "LiquidCases/\(kase.name).liquid"
            let rendered: Result<String, LiquidRenderError> = Result { () throws(LiquidRenderError) in
                try LiquidStandalone.render(
                    kase.template, location: location, variables: kase.variables,
                    snippets: snippets, snippetFolder: "LiquidCases/snippets")
            }
            if let error = kase.error {
                #expect(expected["output"] != nil, "Ruby fails on \(kase.name): \(expected)")
                #expect(rendered.failure.map { "\($0.location): \($0.message)" } == error, "\(kase.name)")
            } else {
                #expect(expected["error"] == nil, "Ruby fails on \(kase.name): \(expected)")
                switch rendered {
                case .success(let output): #expect(output == expected["output"], "\(kase.name)")
                case .failure(let error): Issue.record("\(kase.name): vipera fails where Ruby renders: \(error)")
                }
            }
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
