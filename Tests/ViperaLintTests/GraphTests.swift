import Foundation
import TestSupport
import Testing

@testable import ViperaLint

/// `vipera graph`'s model and formats, on a fixture app whose Home routes to Login and Settings,
/// whose Settings reports back through a weak delegate, and whose Login has one cycle.
@Suite struct GraphTests {
    static let app = Fixture.folder.appendingPathComponent("GraphApp")

    /// The graph of `folder` drawn as `vipera graph` draws it (without the cache).
    static func render(_ format: GraphFormat, _ level: GraphLevel, module: String? = nil, in folder: URL = app) throws -> String {
        var request = GraphRequest(currentDirectory: folder)
        request.format = format.rawValue
        request.level = level.rawValue
        request.module = module
        request.usesCache = false
        return try request.run().text
    }

    /// The graph of `folder` and the findings it was drawn with.
    static func graph(of folder: URL = app) throws -> (graph: ArchitectureGraph, findings: [Finding]) {
        var configuration = try Configuration.load(file: nil, profile: nil, in: folder)
        // These tests are about the graph, not lint's per-file time limit, which a loaded machine
        // (the rest of the suite building packages on two cores) can exceed.
        configuration.fileTimeout = 600
        let (result, index) = try Validator(configuration: configuration).inspect()
        return (ArchitectureGraph(index: index, findings: result.findings), result.findings)
    }

    @Test(arguments: [GraphFormat.mermaid, .dot, .json], GraphLevel.allCases)
    func appMatchesGolden(format: GraphFormat, level: GraphLevel) throws {
        let actual = try Self.render(format, level)
        let name = "graph-app-\(level).\(format == .mermaid ? "mmd" : format.rawValue)"
        #expect(try Fixture.golden(name, actual: actual) == actual)
    }

    /// Settings with its neighbours: Home's router that opens it and Home's presenter that its
    /// weak delegate points at; nothing of Login.
    @Test func aFocusedModuleMatchesGolden() throws {
        let actual = try Self.render(.mermaid, .roles, module: "Settings")
        #expect(try Fixture.golden("graph-app-settings.mmd", actual: actual) == actual)
        #expect(!actual.contains("Login"))
        #expect(actual.contains("HomeDefaultRouter") && actual.contains("HomeDefaultPresenter"))
    }

    @Test func theAppHasOneCycleOneWeakDelegateAndTwoRoutes() throws {
        let (graph, _) = try Self.graph()
        #expect(graph.modules.map(\.name) == ["Home", "Login", "Settings"])
        #expect(graph.modules.allSatisfy { $0.roles == [.view, .interactor, .presenter, .router, .builder] })
        #expect(graph.routes.map { "\($0.from)→\($0.to)" } == ["Home→Login", "Home→Settings"])
        #expect(graph.routes.flatMap(\.mentions).map(\.router) == ["HomeDefaultRouter", "HomeDefaultRouter"])
        let delegate = try #require(graph.references.first { $0.property == "delegate" })
        #expect((delegate.from, delegate.to, delegate.ownership, delegate.keepsAlive) == ("SettingsDefaultPresenter", "HomeDefaultPresenter", .weak, false))
        #expect(graph.cycles.count == 1)
        #expect(graph.references.filter(\.isInCycle).map(\.label) == ["LoginDefaultPresenter.view", "LoginDefaultView.presenter"])
        #expect(graph.references.filter(\.isToChange).map(\.label) == ["LoginDefaultPresenter.view"])
    }

    /// The graph draws the cycles the cycle rules report, not cycles of its own finding.
    @Test func cyclesAreTheLintFindings() throws {
        let (graph, findings) = try Self.graph(of: Fixture.project)
        let reported = findings.filter { $0.ruleID.rawValue.hasSuffix("-cycle") }
        #expect(!reported.isEmpty)
        #expect(graph.cycles.map(\.steps) == reported.map(\.cycle))
        #expect(Set(graph.references.filter(\.isInCycle).map(\.step)) == Set(reported.flatMap(\.cycle)))
        // A suppressed cycle is not drawn in red.
        let suppressed = Fixture.project.appendingPathComponent("Modules/Chat/ChatDefaultRouter.swift")
        #expect(try String(contentsOf: suppressed, encoding: .utf8).contains("vipera:disable"))
    }

    @Test func anUnknownModuleIsBadInputNamingTheModules() throws {
        #expect(throws: GraphError.unknownModule("Logn", known: ["Home", "Login", "Settings"])) {
            try Self.render(.dot, .roles, module: "Logn")
        }
        #expect(GraphError.unknownModule("Logn", known: ["Home", "Login"]).description == "no module 'Logn' (modules: Home, Login)")
        #expect(GraphError.unknownModule("Logn", known: []).exitStatus == .badInput)
    }

    @Test func unknownFormatsAndLevelsAreBadInput() throws {
        var request = GraphRequest(currentDirectory: Self.app)
        request.format = "png"
        #expect(throws: GraphError.unknownFormat("png")) { try request.run() }
        request.format = "dot"
        request.level = "classes"
        #expect(throws: GraphError.unknownLevel("classes")) { try request.run() }
    }

    /// 3,500 classes, each in a module of its own (it declares a role protocol), each holding the next: every format is drawn
    /// quickly, at both levels.
    @Test(.timeLimit(.minutes(15))) func aLongChainNeitherCrashesNorHangs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let count = 3_500
        let classes = (0..<count).map { index in
            "protocol Step\(index)Interactor: AnyObject {}\nfinal class Step\(index)DefaultInteractor: Step\(index)Interactor {"
                + (index + 1 < count ? " let next = Step\(index + 1)DefaultInteractor() }" : "}")
        }
        // In files of 100 classes.
        for start in stride(from: 0, to: count, by: 100) {
            try folder.write(classes[start..<start + 100].joined(separator: "\n"), to: "Chain\(start / 100).swift")
        }
        let (graph, _) = try Self.graph(of: folder.url)
        #expect(graph.modules.count == count)
        #expect(graph.references.count == count - 1)
        #expect(graph.cycles.isEmpty)
        for format in [GraphFormat.mermaid, .dot, .json] {
            for level in GraphLevel.allCases {
                #expect(try format.render(graph, level: level).contains("Step3499"))
            }
        }
    }

    /// 13 classes in a ring, longer than the cycle search's bounded depth: one cycle, drawn red
    /// all the way round, one reference to change.
    @Test func aThirteenClassRingIsOneRedCycle() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let source = (0..<13).map { "final class RingNode\($0) { var next: RingNode\(($0 + 1) % 13)? }" }.joined(separator: "\n")
        try folder.write(source, to: "Ring.swift")
        let (graph, _) = try Self.graph(of: folder.url)
        #expect(graph.cycles.count == 1)
        #expect(graph.cycles.first?.steps.count == 13)
        #expect(graph.components.count == 13 && graph.components.allSatisfy { $0.module == nil })
        #expect(graph.references.filter(\.isInCycle).count == 13)
        #expect(graph.references.filter(\.isToChange).count == 1)
        let dot = try Self.render(.dot, .roles, in: folder.url)
        #expect(dot.components(separatedBy: "fontcolor=\"#cf222e\"").count - 1 == 13)
    }
}

/// One cycle drawn on its own, for reports: Mermaid (Markdown) and SVG (HTML).
@Suite struct CycleDiagramTests {
    static let steps = [
        CycleStep(from: "LoginDefaultPresenter", to: "LoginDefaultView", property: "view", label: "LoginDefaultPresenter.view", isClosure: false),
        CycleStep(from: "LoginDefaultView", to: "LoginDefaultPresenter", property: "presenter", label: "LoginDefaultView.presenter", isClosure: false),
    ]

    @Test func mermaidMarksTheReferenceToChange() {
        #expect(
            CycleDiagram.mermaid(Self.steps) == """
                flowchart LR
                  n0["LoginDefaultPresenter"]
                  n1["LoginDefaultView"]
                  n0 -->|"view (make weak)"| n1
                  n1 -->|"presenter"| n0
                  classDef s0 fill:#ffffff,stroke:#57606a,color:#1f2328
                  class n0,n1 s0
                  linkStyle 0 stroke:#cf222e,color:#cf222e,stroke-width:2px

                """)
    }

    @Test func mermaidOfAFindingWithoutCycleIsNil() {
        let finding = Finding(ruleID: "file-name", severity: .warning, message: "m", file: "A.swift", range: .fileStart, symbol: "_/A")
        #expect(CycleDiagram.mermaid(for: finding) == nil)
    }

    @Test func aClosureThatHoldsItsOwnClassIsALoop() {
        let mermaid = CycleDiagram.mermaid([
            CycleStep(from: "Channel", to: "Channel", property: "onClose", label: "Channel.onClose = { self … }", isClosure: true)
        ])
        #expect(mermaid.contains("n0 -->|\"onClose = { self … } (capture [weak self])\"| n0"))
    }
}
