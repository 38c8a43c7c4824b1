import Foundation
import TestSupport
import Testing

@testable import ViperaLint

/// The graph, the findings' modules (which the HTML report and the summary reporter group by)
/// and the graph's counts share one module list; an app without modules is drawn as its
/// classes, with a note; the roles level folds the views a module holds.
@Suite struct GraphModuleListTests {
    /// A Login module whose view controller holds three custom labels and a custom view by
    /// outlets and a presenter that holds its view strongly; a lone `CameraPreviewView` (named
    /// like a View, a `UIView` of no module) holding Login's controller as a strong delegate.
    static let loginApp = [
        "Login/LoginView.swift": "import UIKit\nprotocol LoginView: AnyObject {}\n",
        "Login/LoginPresenter.swift": "protocol LoginPresenter: AnyObject {}\n",
        "Login/LoginViewController.swift": """
        import UIKit
        final class LoginViewController: UIViewController, LoginView, CameraPreviewDelegate {
            var presenter: LoginPresenter?
            @IBOutlet var titleLabel: TitleLabel!
            @IBOutlet var subtitleLabel: TitleLabel!
            @IBOutlet var footnoteLabel: TitleLabel!
            @IBOutlet var avatar: AvatarView!
        }
        """,
        "Login/LoginDefaultPresenter.swift": "final class LoginDefaultPresenter: LoginPresenter {\n    var view: LoginView?\n}\n",
        "Shared/TitleLabel.swift": "import UIKit\nfinal class TitleLabel: UILabel {}\n",
        "Shared/AvatarView.swift": "import UIKit\nfinal class AvatarView: UIView {}\n",
        "Shared/CameraPreviewView.swift": """
        import UIKit
        protocol CameraPreviewDelegate: AnyObject {}
        final class CameraPreviewView: UIView {
            var delegate: CameraPreviewDelegate?
        }
        """,
    ]

    /// `files` written to a fresh folder.
    static func folder(_ files: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for (path, text) in files { try folder.write(text, to: path) }
        return folder
    }

    /// The graph `vipera graph` reads from `folder`, and the findings it was read with.
    static func graph(of folder: URL) throws -> (graph: ArchitectureGraph, findings: [Finding]) {
        var configuration = try Configuration.load(file: nil, profile: nil, in: folder)
        configuration.fileTimeout = 600
        let (result, index) = try Validator(configuration: configuration).inspect()
        return (ArchitectureGraph(index: index, findings: result.findings), result.findings)
    }

    /// `vipera graph` on `folder` as JSON at `level`.
    static func run(_ folder: URL, level: GraphLevel? = nil) throws -> GraphOutcome {
        var request = GraphRequest(currentDirectory: folder)
        request.format = GraphFormat.json.rawValue
        request.level = level?.rawValue
        request.usesCache = false
        return try request.run()
    }

    @Test func findingsAreInTheModulesTheGraphDraws() throws {
        let folder = try Self.folder(Self.loginApp)
        defer { folder.remove() }
        let (graph, findings) = try Self.graph(of: folder.url)
        #expect(graph.modules.map(\.name) == ["Login"])
        let delegate = try #require(findings.first { $0.ruleID == "strong-delegate" }, "\(findings)")
        #expect(delegate.symbol == "CameraPreview/CameraPreviewView/delegate")
        #expect(delegate.module == nil)
        #expect(findings.contains { $0.ruleID == "reference-cycle" && $0.module == "Login" }, "\(findings)")
        #expect(Set(findings.compactMap(\.module)).isSubset(of: graph.modules.map(\.name)))
        let summary = SummaryReporter().report(findings, context: ReportContext(root: folder.url, fileCount: 7))
        #expect(!summary.contains("CameraPreview"), "\(summary)")
        let html = HTMLReporter().report(findings, context: ReportContext(root: folder.url, fileCount: 7))
        #expect(!html.contains("data-value=\"CameraPreview\""))
    }

    @Test func theRolesLevelFoldsTheViewsAModuleHolds() throws {
        let folder = try Self.folder(Self.loginApp)
        defer { folder.remove() }
        let (graph, _) = try Self.graph(of: folder.url)
        #expect(graph.components.filter(\.isView).map(\.name) == ["AvatarView", "CameraPreviewView", "TitleLabel"])
        let folded = ViewFolding.folded(graph)
        #expect(!folded.components.contains { ["AvatarView", "TitleLabel"].contains($0.name) })
        #expect(folded.component("Login views")?.module == "Login")
        #expect(folded.modules.first?.components.contains("Login views") == true)
        let toViews = folded.references.filter { $0.to == "Login views" }
        #expect(toViews.map(\.from) == ["LoginViewController"])
        #expect(toViews.map(\.caption) == ["4 views"])
        // The lone view holding Login's controller is held by nothing: it stays drawn.
        #expect(folded.component("CameraPreviewView") != nil)
        let outcome = try Self.run(folder.url, level: .roles)
        #expect(outcome.text.contains("\"Login views\""), "\(outcome.text)")
        #expect(!outcome.text.contains("TitleLabel"), "\(outcome.text)")
    }

    @Test func anAppWithoutModulesIsDrawnAsItsClassesWithANote() throws {
        let folder = try Self.folder([
            "Feed.swift": "final class FeedStore {\n    var cache: ImageCache?\n}\n",
            "Cache.swift": "final class ImageCache {\n    weak var store: FeedStore?\n}\n",
            "Format.swift": "struct Formatter {}\n",
        ])
        defer { folder.remove() }
        let outcome = try Self.run(folder.url)
        #expect(
            outcome.summary
                == "0 modules, 2 components, 2 references, 0 routes, 0 cycles (3 files checked); no modules (no role protocol, no class playing two roles): the classes that hold one another are drawn instead"
        )
        #expect(outcome.text.contains("\"level\" : \"roles\""), "\(outcome.text)")
        #expect(outcome.text.contains("\"name\" : \"FeedStore\"") && outcome.text.contains("\"name\" : \"ImageCache\""), "\(outcome.text)")
    }

    @Test func anAppWithNothingToDrawSaysSo() throws {
        let folder = try Self.folder(["Format.swift": "struct Formatter {}\n"])
        defer { folder.remove() }
        let outcome = try Self.run(folder.url)
        #expect(outcome.summary.hasSuffix("; no modules (no role protocol, no class playing two roles) and no class holding another: nothing to draw"))
    }
}
