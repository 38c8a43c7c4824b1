import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// `vipera templates extract` finds a module's folder where its role files are (its presenter,
/// interactor, router…), however that folder is named, and not a folder named for the module
/// holding other code; in a project laid out by role, the folder holding the role folders. (The
/// extraction renders the template back byte for byte before writing it: `ExtractionCheck`.)
@Suite struct RoleFilesFolderTests {
    /// Module `Gifs` in `Modules/Gifs Search/`, while `Models/Gifs/` and `API/Gifs/` hold a
    /// service and an API named for it.
    static func gifs() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("final class GifsService {}\n", to: "Models/Gifs/GifsService.swift")
        try folder.write("enum GifsAPI {}\n", to: "API/Gifs/GifsAPI.swift")
        try folder.write(
            "protocol GifsViewInput: AnyObject {}\n\nfinal class GifsPresenter {\n    weak var view: GifsViewInput?\n    var interactor: GifsInteractor?\n}\n",
            to: "Modules/Gifs Search/Presenter/GifsPresenter.swift")
        try folder.write(
            "final class GifsInteractor {\n    let service = GifsService()\n}\n", to: "Modules/Gifs Search/Interactor/GifsInteractor.swift")
        try folder.write(
            "import UIKit\n\nfinal class GifsViewController: UIViewController, GifsViewInput {}\n", to: "Modules/Gifs Search/View/GifsViewController.swift")
        try folder.write("final class HomePresenter {}\n", to: "Modules/Home/HomePresenter.swift")
        try folder.write("final class HomeRouter {}\n", to: "Modules/Home/HomeRouter.swift")
        return folder
    }

    @Test func theFolderHoldingTheRoleFilesIsTheModulesNotOneNamedForItHoldingOtherCode() throws {
        let folder = try Self.gifs()
        defer { folder.remove() }
        let extraction = try TemplateExtractionTests.extractor(folder).extract(module: "Gifs", as: "team")
        #expect(extraction.moduleFolder == "Modules/Gifs Search")
        #expect(
            TemporaryDirectory.files(in: folder.path(".vipera/templates/team")) == [
                "Interactor/{{ module }}Interactor.swift", "Presenter/{{ module }}Presenter.swift", "View/{{ module }}ViewController.swift", "template.yml",
            ])
    }

    /// Files named role first (`PresenterPokedex.swift`) in a folder named for the module with
    /// more after it, whose view is named so too (`PokedexListViewController.swift`), beside a
    /// cell with a presenter of its own.
    @Test func roleFirstFilesInAFolderNamedWithMoreAfterTheModule() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("final class PresenterPokedex {\n    var interactor: InteractorPokedex?\n}\n", to: "App/PokedexList/Presenter/PresenterPokedex.swift")
        try folder.write("final class InteractorPokedex {}\n", to: "App/PokedexList/Interactor/InteractorPokedex.swift")
        try folder.write("final class RouterPokedex {}\n", to: "App/PokedexList/Router/RouterPokedex.swift")
        try folder.write(
            "import UIKit\n\nfinal class PokedexListViewController: UIViewController {}\n", to: "App/PokedexList/View/PokedexListViewController.swift")
        // A cell's presenter and view in the module's folder are its parts, not another module.
        try folder.write("final class PokemonCellPresenter {}\n", to: "App/PokedexList/View/PokemonCell/PokemonCellPresenter.swift")
        try folder.write("import UIKit\n\nfinal class PokemonCellView: UIView {}\n", to: "App/PokedexList/View/PokemonCell/PokemonCellView.swift")
        try folder.write("final class PresenterLogin {}\n", to: "App/Login/Presenter/PresenterLogin.swift")
        try folder.write("final class InteractorLogin {}\n", to: "App/Login/Interactor/InteractorLogin.swift")
        let extraction = try TemplateExtractionTests.extractor(folder).extract(module: "Pokedex", as: "team")
        #expect(extraction.moduleFolder == "App/PokedexList")
        #expect(extraction.files == 6)
        let files = TemporaryDirectory.files(in: folder.path(".vipera/templates/team"))
        for file in ["Interactor/Interactor{{ module }}.swift", "Presenter/Presenter{{ module }}.swift", "View/{{ module }}ListViewController.swift"] {
            #expect(files.contains(file), "\(files)")
        }
    }

    /// A folder named for the module holding it and a module as complete beside it
    /// (`UserList/UserList/`, `UserList/UserHistoryList/`): the module's is the inner one.
    @Test func aFolderNamedForTheModuleHoldingAnotherAsCompleteGivesWayToTheInnerOne() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for module in ["UserList", "UserHistoryList"] {
            try folder.write("final class \(module)Presenter {}\n", to: "App/UserList/\(module)/Presenter/\(module)Presenter.swift")
            try folder.write("final class \(module)Interactor {}\n", to: "App/UserList/\(module)/Interactor/\(module)Interactor.swift")
        }
        try folder.write("final class UserContainerViewController {}\n", to: "App/UserList/UserContainerViewController.swift")
        let extraction = try TemplateExtractionTests.extractor(folder).extract(module: "UserList", as: "team")
        #expect(extraction.moduleFolder == "App/UserList/UserList")
        #expect(extraction.files == 2)
    }

    /// Role folders shared by every module (`Presentation/Interactor/`), a folder named for the
    /// module holding none of its role files (`CartScene/` holding a cell and its xib): the
    /// module's files are those named for it in the role folders and beside them, its template's
    /// paths start at `Presentation/`, and it writes no module folder. Main refused it ("module
    /// 'Cart' has no folder of its own"), so vipera init fell back to the built-in template.
    @Test func aProjectLaidOutByRoleIsTemplatedFromTheFolderHoldingTheRoleFolders() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // CartDetail's files are named with Cart first: they are another module's, not Cart's.
        for module in ["Cart", "Home", "CartDetail"] {
            try folder.write("final class \(module)Interactor {}\n", to: "Presentation/Interactor/\(module)Interactor.swift")
            try folder.write("final class \(module)Presenter {}\n", to: "Presentation/Presenter/\(module)Presenter.swift")
        }
        try folder.write("import UIKit\n\nfinal class CartViewController: UIViewController {}\n", to: "Presentation/CartViewController.swift")
        try folder.write("<view customClass=\"CartViewController\"/>\n", to: "Presentation/CartViewController.xib")
        try folder.write("import UIKit\n\nfinal class LaunchCell: UITableViewCell {}\n", to: "Presentation/CartScene/View/LaunchCell.swift")
        try folder.write("final class AppDelegate {}\n", to: "Presentation/AppDelegate.swift")
        let extraction = try TemplateExtractionTests.extractor(folder).extract(module: "Cart", as: "team")
        #expect(extraction.moduleFolder == "Presentation")
        #expect(extraction.files == 4)
        #expect(
            TemporaryDirectory.files(in: folder.path(".vipera/templates/team")) == [
                "Interactor/{{ module }}Interactor.swift", "Presenter/{{ module }}Presenter.swift", "template.yml", "{{ module }}ViewController.swift",
                "{{ module }}ViewController.xib",
            ])
        #expect(try String(contentsOf: folder.path(".vipera/templates/team/template.yml"), encoding: .utf8).hasSuffix("\nmoduleFolder: false\n"))
        // vipera init's layout: new modules go into Presentation/ itself.
        let layout = ModuleLayout(modules: ["Cart", "Home"], in: ProjectFolders(root: folder.url.path), root: folder.url.path)
        #expect(layout.modules.map { $0.name } == ["Cart", "Home"])
        #expect(layout.output?.folder == "Presentation" && layout.output?.moduleFolder == nil)
    }

    /// A module whose role files are some in a role folder and some in another module's folder
    /// (`Presentation/Interactor/`, `Presentation/CartScene/View/FilterView/`) is laid out by
    /// neither: still refused, naming a file.
    @Test func roleFilesScatteredAcrossLayoutsHaveNoFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for module in ["Cart", "Home"] {
            try folder.write("final class \(module)Interactor {}\n", to: "Presentation/Interactor/\(module)Interactor.swift")
            try folder.write("final class \(module)Presenter {}\n", to: "Presentation/Presenter/\(module)Presenter.swift")
        }
        try folder.write("final class FilterInteractor {}\n", to: "Presentation/Interactor/FilterInteractor.swift")
        try folder.write("import UIKit\n\nfinal class FilterView: UIView {}\n", to: "Presentation/CartScene/View/FilterView/FilterView.swift")
        let error = #expect(throws: GenerationError.self) { try TemplateExtractionTests.extractor(folder).extract(module: "Filter", as: "team") }
        #expect(error?.exitStatus == .badInput)
        #expect(error?.description.contains("cannot extract a template: module 'Filter' has no folder of its own") == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: folder.path(".vipera").path))
    }
}
