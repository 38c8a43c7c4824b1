import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// Which of the team's modules `vipera init` extracts the template from, and how it says why;
/// and how it learns the way module folders are named.
@Suite struct TemplateChoiceTests {
    /// Modules in `App/Modules`: `Cart` and `Orders` with the four roles, `Badge` with a view alone.
    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for module in ["Cart", "Orders"] {
            for role in ["Presenter", "Interactor", "Router", "View"] {
                try folder.write("final class \(module)\(role) {}\n", to: "App/Modules/\(module)/\(module)\(role).swift")
            }
        }
        try folder.write("final class BadgeView {}\n", to: "App/Modules/Badge/BadgeView.swift")
        try folder.write("final class BadgeStyle {}\n", to: "App/Modules/Badge/BadgeStyle.swift")
        return folder
    }

    static func ranked(_ folder: TemporaryDirectory, findings: [String: Int]) -> [String] {
        let project = ProjectFolders(root: folder.url.path)
        let layout = ModuleLayout(modules: ["Badge", "Cart", "Orders"], in: project, root: folder.url.path)
        return TemplateChoice.ranked(layout, project: project, findings: findings).map(\.name)
    }

    /// A module made from the template has its source's findings: among the complete modules,
    /// the one with fewest is the source, and a module showing fewer roles comes after them,
    /// clean or not.
    @Test func theCompleteModuleWithFewestFindingsComesFirst() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let findings = ["App/Modules/Cart/CartPresenter.swift": 2, "App/Modules/Orders/OrdersRouter.swift": 1]
        #expect(Self.ranked(folder, findings: findings) == ["Orders", "Cart", "Badge"])
        #expect(Self.ranked(folder, findings: [:]) == ["Cart", "Orders", "Badge"])
        // A helper only Orders has does not make Cart incomplete.
        try folder.write("final class OrdersService {}\n", to: "App/Modules/Orders/OrdersService.swift")
        #expect(Self.ranked(folder, findings: ["App/Modules/Orders/OrdersRouter.swift": 1]) == ["Cart", "Orders", "Badge"])
    }

    /// Among complete modules that lint clean, one with a file no other module has (a cell of
    /// its own screen) comes after one with only the files the modules share, though it has more.
    @Test func aModuleWithFilesOfItsOwnComesAfterOneWithout() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("final class CartLineCell {}\n", to: "App/Modules/Cart/CartLineCell.swift")
        #expect(Self.ranked(folder, findings: [:]) == ["Orders", "Cart", "Badge"])
        // A file every complete module has is the team's, not one module's.
        try folder.write("final class OrdersLineCell {}\n", to: "App/Modules/Orders/OrdersLineCell.swift")
        try folder.write("final class CartExtra {}\n", to: "App/Modules/Cart/CartExtra.swift")
        #expect(Self.ranked(folder, findings: [:]) == ["Orders", "Cart", "Badge"])
    }

    /// Findings the fixes of `vipera lint --fix` clear in a module's own files do not count
    /// against it, and its template is extracted from the fixed text (the module is left as it is).
    @Test func fixedFindingsDoNotCountAndTheTemplateHasTheFixes() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let project = ProjectFolders(root: folder.url.path)
        let layout = ModuleLayout(modules: ["Badge", "Cart", "Orders"], in: project, root: folder.url.path)
        let findings = ["App/Modules/Cart/CartPresenter.swift": 2, "App/Modules/Orders/OrdersRouter.swift": 1]
        let fixedPresenter = "final class CartPresenter { weak var view: AnyObject? }\n"
        var asked: [Set<String>] = []
        let candidates = TemplateChoice.ranked(layout, project: project, findings: findings) { files in
            asked.append(files)
            return files.contains("App/Modules/Cart/CartPresenter.swift")
                ? SourceRevision(texts: ["App/Modules/Cart/CartPresenter.swift": fixedPresenter], fixed: 2) : .none
        }
        #expect(candidates.map(\.name) == ["Cart", "Orders", "Badge"])
        #expect(candidates.map(\.findings) == [0, 1, 0])
        // Only modules with findings are asked for fixes.
        #expect(asked.count == 2)
        // A module clean as it is comes before one clean once fixed.
        let cleanOrders = TemplateChoice.ranked(layout, project: project, findings: ["App/Modules/Cart/CartPresenter.swift": 2]) { files in
            files.contains("App/Modules/Cart/CartPresenter.swift") ? SourceRevision(texts: [:], fixed: 2) : .none
        }
        #expect(cleanOrders.map(\.name) == ["Orders", "Cart", "Badge"])
        let extractor = TemplateExtractor(
            workingDirectory: folder.url,
            locator: TemplateLocator(extraDirectory: nil, projectDirectory: folder.path(".vipera"), userDirectory: folder.path("home/.vipera")))
        let choice = try TemplateChoice.extract(candidates, with: extractor, as: "team", writing: true).get()
        #expect(
            choice.reason
                == "the most complete of the 2 of 3 modules with folders of their own that lint clean; the template has the fixes vipera lint --fix makes to 2 findings of the module, which is left as it is"
        )
        let template = try String(contentsOf: folder.path(".vipera/templates/team/{{ module }}Presenter.swift"), encoding: .utf8)
        #expect(template.contains("weak var view: AnyObject?"), "\(template)")
        #expect(try String(contentsOf: folder.path("App/Modules/Cart/CartPresenter.swift"), encoding: .utf8) == "final class CartPresenter {}\n")
    }

    /// Why the module was chosen, in words that fit the counts.
    @Test func theReasonSaysWhichAndWhy() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let project = ProjectFolders(root: folder.url.path)
        let extractor = TemplateExtractor(
            workingDirectory: folder.url,
            locator: TemplateLocator(extraDirectory: nil, projectDirectory: folder.path(".vipera"), userDirectory: folder.path("home/.vipera")))
        let reason = { (modules: [String], findings: [String: Int]) in
            let layout = ModuleLayout(modules: modules, in: project, root: folder.url.path)
            let candidates = TemplateChoice.ranked(layout, project: project, findings: findings)
            return try TemplateChoice.extract(candidates, with: extractor, as: "team", writing: false).get().reason
        }
        #expect(try reason(["Cart"], [:]) == "the only module with a folder of its own, and it lints clean")
        #expect(
            try reason(["Cart"], ["App/Modules/Cart/CartView.swift": 1])
                == "the only module with a folder of its own; it does not lint clean (1 finding), and modules made from it will have its findings")
        #expect(
            try reason(["Cart", "Orders"], ["App/Modules/Cart/CartView.swift": 1])
                == "the only one of the 2 modules with folders of their own that lints clean")
        #expect(
            try reason(["Cart", "Orders"], ["App/Modules/Cart/CartView.swift": 1, "App/Modules/Orders/OrdersView.swift": 3])
                == "none of the 2 modules with folders of their own lints clean, and this one has the fewest findings of the most complete that could be extracted (1 finding): modules made from it will have them too"
        )
        #expect(
            try reason(["Badge", "Cart", "Orders"], ["App/Modules/Cart/CartView.swift": 1, "App/Modules/Orders/OrdersView.swift": 3])
                == "the one module of the 3 that lints clean shows fewer roles, is outside the output folder or could not be extracted; this one has the fewest findings of the others (1 finding): modules made from it will have them too"
        )
        #expect(GeneratorSetup.share(1, of: 1) == "the only module with a folder of its own")
        #expect(GeneratorSetup.share(2, of: 3) == "2 of the 3 modules with folders of their own")
    }

    /// Module folders named with more than the module's name (`CartModule`) make `output` name
    /// the module's folder itself.
    @Test func folderNamesAreLearned() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for module in ["Cart", "Orders", "Login"] {
            try folder.write("final class \(module)Presenter {}\n", to: "App/\(module)Module/\(module)Presenter.swift")
            try folder.write("final class \(module)Router {}\n", to: "App/\(module)Module/\(module)Router.swift")
        }
        let layout = ModuleLayout(modules: ["Cart", "Login", "Orders"], in: ProjectFolders(root: folder.url.path), root: folder.url.path)
        #expect(layout.output?.folder == "App")
        #expect(layout.output?.moduleFolder == "{{ module }}Module")
        #expect(layout.output?.count == 3)
    }
}
