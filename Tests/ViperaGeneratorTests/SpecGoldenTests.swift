import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// The spec `Golden/spec/posts.yml` (a list routing to a SwiftUI detail built with inputs and
/// reporting outputs) renders exactly
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
        #expect(
            router.contains(
                "    func showPostDetail(postId: String, highlight: Bool) {\n        let destination = postDetailBuilder.build(postId: postId, highlight: highlight, delegate: self)"
            ))
        let builder = try String(contentsOf: modules.appendingPathComponent("PostDetail/Interfaces/PostDetailBuilder.swift"), encoding: .utf8)
        #expect(builder.contains("func build(postId: String, highlight: Bool, delegate: (any PostDetailDelegate)?) -> UIViewController"))
        let interactor = try String(contentsOf: modules.appendingPathComponent("PostDetail/Default/PostDetailDefaultInteractor.swift"), encoding: .utf8)
        #expect(interactor.contains("    let postId: String\n"))
    }

    /// The detail's outputs make its delegate protocol, which the list's router adopts; the
    /// detail's presenter holds the delegate weakly and reports through it.
    @Test func outputsMakeADelegateTheCallersRouterAdopts() throws {
        let modules = Self.folder.appendingPathComponent("Modules")
        let delegate = try String(contentsOf: modules.appendingPathComponent("PostDetail/Interfaces/PostDetailDelegate.swift"), encoding: .utf8)
        #expect(delegate.contains("protocol PostDetailDelegate: AnyObject {\n    /// PostDetail asks to be closed"))
        #expect(delegate.contains("    func didDeletePost(id: String)\n"))
        #expect(delegate.contains("    func didFinish()\n"))
        let presenter = try String(contentsOf: modules.appendingPathComponent("PostDetail/Default/PostDetailDefaultPresenter.swift"), encoding: .utf8)
        #expect(presenter.contains("    weak var delegate: (any PostDetailDelegate)?\n"))
        #expect(presenter.contains("    func didDeletePost(id: String) {\n        delegate?.didDeletePost(id: id)\n    }"))
        let router = try String(contentsOf: modules.appendingPathComponent("PostList/Default/PostListDefaultRouter.swift"), encoding: .utf8)
        #expect(router.contains("extension PostListDefaultRouter: PostDetailDelegate {"))
        #expect(router.contains("    private weak var shownPostDetail: UIViewController?\n"))
        let listPresenter = try String(contentsOf: modules.appendingPathComponent("PostList/Interfaces/PostListPresenter.swift"), encoding: .utf8)
        #expect(listPresenter.contains("    func didDeletePost(id: String)\n"))
    }
}
