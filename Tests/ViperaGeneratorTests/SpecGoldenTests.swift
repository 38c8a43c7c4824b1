import Foundation
import Testing
import TestSupport
import ViperaGenerator

/// The spec `Golden/spec/posts.yml` (a list routing to a detail built with inputs) renders exactly
/// the committed files: modules under `Golden/spec/Modules`, their tests parts under
/// `Golden/spec/Tests`. Set `VIPERA_UPDATE_GOLDEN=1` to rewrite them.
@Suite struct SpecGoldenTests {
    static let folder = Golden.folder("spec")

    @Test func rendersExactlyTheGoldenFiles() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("project: Shop\n", to: ".vipera.yml")
        let specFile = try work.write(try String(contentsOf: Self.folder.appendingPathComponent("posts.yml"), encoding: .utf8), to: "posts.yml")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        let base = GenerationRequest(module: "", author: "Jane Doe", date: ISO8601DateFormatter().date(from: "2026-01-01T12:00:00Z"))
        let prepared = try generator.plan(spec: try ModuleSpec(file: specFile), base: base)
        #expect(prepared.map(\.module.value) == ["PostList", "PostDetail"])
        let plan = GenerationPlan(combining: prepared.map(\.plan))
        try GoldenDirectory.expectMatches(plan.texts(below: "Modules/"), golden: Self.folder.appendingPathComponent("Modules"))
        try GoldenDirectory.expectMatches(plan.texts(below: "Tests/"), golden: Self.folder.appendingPathComponent("Tests"))
        #expect(plan.texts(below: "Modules/").count + plan.texts(below: "Tests/").count == plan.entries.count)
    }

    @Test func routesAndInputsReachTheRouterBuilderAndInteractor() throws {
        let modules = Self.folder.appendingPathComponent("Modules")
        let router = try String(contentsOf: modules.appendingPathComponent("PostList/Default/PostListDefaultRouter.swift"), encoding: .utf8)
        #expect(router.contains("    func showPostDetail(postId: String, highlight: Bool) {\n        let destination = postDetailBuilder.build(postId: postId, highlight: highlight)"))
        let builder = try String(contentsOf: modules.appendingPathComponent("PostDetail/Interfaces/PostDetailBuilder.swift"), encoding: .utf8)
        #expect(builder.contains("func build(postId: String, highlight: Bool) -> UIViewController"))
        let interactor = try String(contentsOf: modules.appendingPathComponent("PostDetail/Default/PostDetailDefaultInteractor.swift"), encoding: .utf8)
        #expect(interactor.contains("    let postId: String\n"))
    }
}
