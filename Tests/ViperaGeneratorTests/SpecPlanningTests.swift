import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// A spec's modules render on several lanes at once; what comes out must not depend on that.
@Suite struct SpecPlanningTests {
    static let date = ISO8601DateFormatter().date(from: "2026-01-01T12:00:00Z")
    static let templates = ["viper", "mvvm", "bc", "moa", "silver"]

    @Test func eachModuleIsPlannedExactlyAsItWouldBeAlone() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let names = (0..<12).map { "Feature\($0)" }
        let modules = names.enumerated().map { index, name in
            "  - {name: \(name), template: \(Self.templates[index % Self.templates.count])}"
        }
        let specFile = try work.write("modules:\n" + modules.joined(separator: "\n") + "\n", to: "modules.yml")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        let prepared = try generator.plan(spec: try ModuleSpec(file: specFile), base: GenerationRequest(module: "", author: "Jane", date: Self.date))
        #expect(prepared.map(\.module.value) == names)
        for (index, module) in prepared.enumerated() {
            let template = Self.templates[index % Self.templates.count]
            let alone = try generator.plan(GenerationRequest(module: names[index], template: template, author: "Jane", date: Self.date))
            #expect(module.template.name == template)
            #expect(module.plan.entries.map(\.displayPath) == alone.plan.entries.map(\.displayPath))
            #expect(module.plan.entries.map(\.data) == alone.plan.entries.map(\.data))
        }
    }

    @Test func aGenerambaTemplateFromAFolderPlansEachModuleAsAlone() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let folder = work.path("templates/\(GenerambaTemplateFixture.name)")
        try GenerambaTemplateFixture.write(to: folder)
        try work.write("project: Shop\ncompany: Acme\nprefix: AC\n", to: ".vipera.yml")
        let names = (0..<7).map { "Feature\($0)" }
        let specFile = try work.write("modules:\n" + names.map { "  - name: \($0)\n" }.joined(), to: "modules.yml")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        var base = GenerationRequest(
            module: "", parameters: ["with_tests": "true", "style": "plain", "title": "t", "sections": "a, b"], author: "Jane", date: Self.date
        )
        base.templateDirectory = folder
        let prepared = try generator.plan(spec: try ModuleSpec(file: specFile), base: base)
        #expect(prepared.map(\.module.value) == names)
        for (index, module) in prepared.enumerated() {
            var alone = base
            alone.module = names[index]
            let plan = try generator.plan(alone).plan
            #expect(module.plan.entries.map(\.displayPath) == plan.entries.map(\.displayPath))
            #expect(module.plan.entries.map(\.data) == plan.entries.map(\.data))
            #expect(!plan.entries.isEmpty)
        }
    }

    @Test func theFirstFailingModuleInSpecOrderIsTheError() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let names = (0..<6).map { "Feature\($0)" }
        let specFile = try work.write("modules:\n" + names.map { "  - name: \($0)\n" }.joined(), to: "modules.yml")
        // Folders where Feature3's and Feature4's views would go; modules 3 and 4 plan on
        // different lanes, and 4 may well fail first.
        for name in ["Feature3", "Feature4"] {
            try FileManager.default.createDirectory(
                at: work.path("\(name)/Interfaces/\(name)View.swift"), withIntermediateDirectories: true
            )
        }
        let generator = Generator(workingDirectory: work.url, environment: [:])
        let refusal = GenerationError.unsafePath(path: "Feature3/Interfaces/Feature3View.swift", reason: "a folder exists where the file would go")
        #expect(throws: GenerationError.inSpecModule(location: "\(specFile.path):5", module: "Feature3", refusal)) {
            try generator.plan(spec: try ModuleSpec(file: specFile), base: GenerationRequest(module: "", author: "Jane", date: Self.date))
        }
    }
}
