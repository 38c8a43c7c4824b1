import Foundation
import TestSupport
import Testing

/// `vipera init` then `vipera Wallet` on teams whose modules do what ours do not: a module that
/// declares a helper of its own, module folders named `<Module>Module`.
@Suite struct InitFitTests {
    /// The example team's two modules.
    private static let exampleModules = ["Cart", "Orders"]

    /// Rewrites the presenter of each of the example's modules in `sandbox`'s project with `edit`.
    private func editPresenters(in sandbox: Sandbox, _ edit: (String) -> String) throws {
        for module in Self.exampleModules {
            let path = "Shop/Modules/\(module)/\(module)Presenter.swift"
            try sandbox.write(edit(try sandbox.read(path)), to: "project/\(path)")
        }
    }

    /// Writes the files of each of the example's modules into `sandbox`'s project, in the folder
    /// `folder` gives for the module's name.
    private func copyExampleModules(into sandbox: Sandbox, folder: (String) -> String) throws {
        let example = Locations.packageRoot.appendingPathComponent("Documentation/Examples/InitTeam/Shop")
        for module in Self.exampleModules {
            let source = example.appendingPathComponent("Modules/\(module)")
            for file in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                try sandbox.write(try String(contentsOf: source.appendingPathComponent(file), encoding: .utf8), to: "project/\(folder(module))/\(file)")
            }
        }
    }

    /// The InitTeam example with a third module, Returns (a copy of Orders), whose first
    /// `importing` presenters of Cart, Orders and Returns import UIKit.
    private func teamOfThree(presentersImportingUIKit importing: Int) throws -> Sandbox {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        for path in ["Shop/Modules/Orders/OrdersPresenter.swift", "Shop/Modules/Orders/OrdersRouter.swift", "Shop/Modules/Orders/OrdersView.swift"] {
            let returns = try sandbox.read(path).replacingOccurrences(of: "Orders", with: "Returns")
            try sandbox.write(returns, to: "project/" + path.replacingOccurrences(of: "Orders", with: "Returns"))
        }
        for module in ["Cart", "Orders", "Returns"].prefix(importing) {
            let path = "Shop/Modules/\(module)/\(module)Presenter.swift"
            let presenter = try sandbox.read(path).replacingOccurrences(of: "//\n\nprotocol", with: "//\n\nimport UIKit\n\nprotocol")
            try sandbox.write(presenter, to: "project/\(path)")
        }
        return sandbox
    }

    /// Every module's presenter imports UIKit: the team's rule, not a finding in every module.
    /// init lifts the presenter's boundary and says why; the new module, whose presenter imports
    /// UIKit as the team's do, lints clean.
    @Test func aBoundaryMostModulesCrossIsTheTeamsRule() throws {
        let sandbox = try teamOfThree(presentersImportingUIKit: 3)
        defer { sandbox.remove() }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(
            initRun.stdout.contains(
                "vipera: lifted boundary: Presenter (the Presenter's boundary (imports no UIKit, SwiftUI; names no UI… types) is crossed in 3 of 3 modules: "
                    + "the team's rule, not reported)\n"), "\(initRun)")
        let file = try sandbox.read(".vipera.yml")
        #expect(file.contains("\n  roles:\n    # the Presenter's boundary") && file.contains("\n    lifted_boundaries: [Presenter]\n"), "\(file)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(try sandbox.read("Shop/Modules/Wallet/WalletPresenter.swift").contains("\nimport UIKit\n"))
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(lint.status == 0 && !lint.stdout.contains("forbidden-import"), "\(lint)")
    }

    /// Two presenters of three import UIKit: too few to be the team's rule; they are reported.
    @Test func aBoundaryFewModulesCrossStays() throws {
        let sandbox = try teamOfThree(presentersImportingUIKit: 2)
        defer { sandbox.remove() }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0 && !initRun.stdout.contains("lifted"), "\(initRun)")
        #expect(!(try sandbox.read(".vipera.yml").contains("lifted_boundaries")))
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(lint.stdout.contains("CartPresenter is a Presenter, which must not import UIKit (forbidden-import)"), "\(lint)")
    }

    /// Two presenters of three import UIKit but name nothing of it, too few to be the team's rule:
    /// the template is extracted from the most complete of them with the fix `vipera lint --fix`
    /// makes (`import Foundation` in its place), so the new module lints clean, while the team's
    /// modules are left as they are.
    @Test func anImportTheTemplatesModuleDoesNotUseIsTakenOut() throws {
        let sandbox = try teamOfThree(presentersImportingUIKit: 2)
        defer { sandbox.remove() }
        let before = try sandbox.read("Shop/Modules/Cart/CartPresenter.swift")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("extracted from module Cart"), "\(initRun)")
        #expect(initRun.stdout.contains("the template has the fixes vipera lint --fix makes to 1 finding of the module, which is left as it is"), "\(initRun)")
        #expect(try sandbox.read("Shop/Modules/Cart/CartPresenter.swift") == before)
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        let presenter = try sandbox.read("Shop/Modules/Wallet/WalletPresenter.swift")
        #expect(presenter.contains("//\n\nimport Foundation\n\nprotocol WalletPresenterProtocol") && !presenter.contains("UIKit"), "\(presenter)")
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(lint.stdout.contains("CartPresenter is a Presenter, which must not import UIKit (forbidden-import)"), "\(lint)")
        #expect(!lint.stdout.contains("Wallet") && !lint.stderr.contains("Wallet/"), "\(lint)")
    }

    /// The module the template comes from declares types not named for it beside its own: the
    /// new module uses the helper rather than declaring it again, and declares the type alias
    /// written for the module under its own name (the pre-flight refused both before).
    @Test func declarationsOfTheSourceModuleNotNamedForItAreNotDeclaredAgain() throws {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        defer { sandbox.remove() }
        let router = try sandbox.read("Shop/Modules/Cart/CartRouter.swift")
        try sandbox.write(
            router.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n\ntypealias EntryPoint = CartView\n"),
            to: "project/Shop/Modules/Cart/CartRouter.swift")
        let interactor = try sandbox.read("Shop/Modules/Cart/CartInteractor.swift")
        try sandbox.write(interactor + "\nstruct PriceFormatter {}\n", to: "project/Shop/Modules/Cart/CartInteractor.swift")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("extracted from module Cart (4 files from Shop/Modules/Cart"), "\(initRun)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(try sandbox.read("Shop/Modules/Wallet/WalletRouter.swift").contains("\ntypealias WalletEntryPoint = WalletView\n"))
        #expect(!(try sandbox.read("Shop/Modules/Wallet/WalletInteractor.swift").contains("PriceFormatter")))
    }

    /// Every module leaks (its presenter holds its view strongly): the template is extracted with
    /// the fix `vipera lint --fix` makes (the reference made weak), so the new module lints
    /// clean, while the team's modules are left as they are.
    @Test func theTemplateHasTheFixesOfItsModulesFindings() throws {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        defer { sandbox.remove() }
        try editPresenters(in: sandbox) { $0.replacingOccurrences(of: "    weak var view:", with: "    var view:") }
        let before = try sandbox.read("Shop/Modules/Cart/CartPresenter.swift")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("the template has the fixes vipera lint --fix makes to 1 finding of the module, which is left as it is"), "\(initRun)")
        #expect(try sandbox.read("Shop/Modules/Cart/CartPresenter.swift") == before)
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(try sandbox.read("Shop/Modules/Wallet/WalletPresenter.swift").contains("\n    weak var view: WalletViewProtocol?\n"))
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(!lint.stdout.contains("Wallet") && !lint.stderr.contains("Wallet/"), "\(lint)")
        #expect(lint.stdout.contains("CartPresenter.swift") || lint.stderr.contains("CartPresenter.swift"), "\(lint)")
    }

    /// Every presenter keeps a closure that returns a value through `self` (as an Rx `map` kept
    /// in a dispose bag does), where `self?` would change the closure's type: the template has
    /// the fix `vipera lint --fix` makes (`[weak self]`, then `guard let self` returning the empty
    /// value of the result the closure declares), so the new module lints clean, while the team's
    /// modules are left as they are.
    @Test func aClosureReturningAValueThroughSelfIsFixedInTheTemplate() throws {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        defer { sandbox.remove() }
        let badge = "    lazy var badge: () -> String? = { () -> String? in self.interactor.itemCount() == 0 ? nil : \"\\(self.interactor.itemCount())\" }\n"
        try editPresenters(in: sandbox) { $0.replacingOccurrences(of: "\n    func viewDidLoad() {", with: "\n" + badge + "\n    func viewDidLoad() {") }
        let before = try sandbox.read("Shop/Modules/Cart/CartPresenter.swift")
        #expect(before.contains(badge))
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("the template has the fixes vipera lint --fix makes to 1 finding of the module"), "\(initRun)")
        #expect(try sandbox.read("Shop/Modules/Cart/CartPresenter.swift") == before)
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        let fixed = "{ [weak self] () -> String? in guard let self else { return nil }; return self.interactor.itemCount() == 0 ? nil : "
        #expect(try sandbox.read("Shop/Modules/Wallet/WalletPresenter.swift").contains(fixed))
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(!lint.stdout.contains("Wallet") && !lint.stderr.contains("Wallet/"), "\(lint)")
        #expect(lint.stdout.contains("CartPresenter.swift") || lint.stderr.contains("CartPresenter.swift"), "\(lint)")
    }

    /// Module folders named `CartModule`: `output` names the module's folder, and Wallet is
    /// written into `WalletModule` beside them.
    @Test func newModulesGetFoldersNamedAsTheTeamsAre() throws {
        let sandbox = try Sandbox(copying: "Tests/ViperaLintTests/Fixtures/Traps/CustomDialect")
        defer { sandbox.remove() }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(
            initRun.stdout.contains(
                "vipera: output: {{ module }}Module (holds 6 of the 6 modules with folders of their own, their folders named {{ module }}Module)"),
            "\(initRun)")
        #expect(try sandbox.read(".vipera.yml").contains("\noutput: \"{{ module }}Module\"\n"))
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("WalletModule/Presenter/WalletPresenter.swift"), "\(sandbox.projectFiles)")
        #expect(!sandbox.projectFiles.contains { $0.hasPrefix("Wallet/") }, "\(sandbox.projectFiles)")
    }
    /// Cart has a cell no other module has (`CartLineCell.swift`); Returns, a copy of Cart
    /// without it, has only what the team's modules share: the template is extracted from
    /// Returns, and Wallet gets no cell of another module's screen.
    @Test func theTemplateComesFromAModuleWithoutFilesOfItsOwn() throws {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        defer { sandbox.remove() }
        for path in [
            "Shop/Modules/Cart/CartPresenter.swift", "Shop/Modules/Cart/CartInteractor.swift", "Shop/Modules/Cart/CartRouter.swift",
            "Shop/Modules/Cart/CartView.swift", "ShopTests/Cart/CartPresenterTests.swift",
        ] {
            let returns = try sandbox.read(path).replacingOccurrences(of: "Cart", with: "Returns")
            try sandbox.write(returns, to: "project/" + path.replacingOccurrences(of: "Cart", with: "Returns"))
        }
        try sandbox.write("import UIKit\n\nfinal class CartLineCell: UITableViewCell {}\n", to: "project/Shop/Modules/Cart/CartLineCell.swift")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("extracted from module Returns (4 files from Shop/Modules/Returns"), "\(initRun)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("Shop/Modules/Wallet/WalletPresenter.swift"), "\(sandbox.projectFiles)")
        #expect(!sandbox.projectFiles.contains("Shop/Modules/Wallet/WalletLineCell.swift"), "\(sandbox.projectFiles)")
    }

    /// An app whose only module is named like the app (`LiveNews` in `Live News/`), its roles in
    /// folders of `Live News/modules`: the app's folder is not the module's; the template holds
    /// the module's files, not the app delegate, and Wallet lands beside the module's folder.
    @Test func anAppFolderNamedLikeItsModuleIsNotTheModulesFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let example = Locations.packageRoot.appendingPathComponent("Documentation/Examples/InitTeam/Shop")
        for (role, file) in [("presenter", "CartPresenter"), ("interactor", "CartInteractor"), ("route", "CartRouter"), ("view", "CartView")] {
            let text = try String(contentsOf: example.appendingPathComponent("Modules/Cart/\(file).swift"), encoding: .utf8)
            let name = file.replacingOccurrences(of: "Cart", with: "LiveNews")
            try sandbox.write(text.replacingOccurrences(of: "Cart", with: "LiveNews"), to: "project/Live News/modules/\(role)/\(name).swift")
        }
        let delegate = try String(contentsOf: example.appendingPathComponent("AppDelegate.swift"), encoding: .utf8)
        try sandbox.write(delegate, to: "project/Live News/SupportingFiles/AppDelegate.swift")
        try sandbox.write("enum Constants {\n    static let apiKey = \"key\"\n}\n", to: "project/Live News/SupportingFiles/Constants.swift")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("extracted from module LiveNews (4 files from Live News/modules)"), "\(initRun)")
        #expect(initRun.stdout.contains("vipera: output: Live News (holds the only module with a folder of its own)"), "\(initRun)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        let written = sandbox.projectFiles.filter { $0.contains("Wallet") }
        #expect(
            written.sorted() == [
                "Live News/Wallet/interactor/WalletInteractor.swift", "Live News/Wallet/presenter/WalletPresenter.swift",
                "Live News/Wallet/route/WalletRouter.swift", "Live News/Wallet/view/WalletView.swift",
            ], "\(sandbox.projectFiles)")
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(!lint.stdout.contains("Wallet") && !lint.stderr.contains("Wallet/"), "\(lint)")
    }

    /// A project with Swift code but no module: init says plainly it had nothing to learn from,
    /// and what new modules get instead.
    @Test func aProjectWithoutModulesIsSaidToHaveNothingToLearnFrom() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("struct Item {\n    let name: String\n}\n", to: "project/App/Item.swift")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        let nothing = "the project has no modules to learn from (none was found in its Swift files)"
        #expect(initRun.stdout.contains("vipera: output: not set, new modules go to the project's root: \(nothing)\n"), "\(initRun)")
        #expect(initRun.stdout.contains("vipera: template: not set, new modules use the built-in template viper: \(nothing)\n"), "\(initRun)")
        #expect(!initRun.stdout.contains("not the team's dialect"), "\(initRun)")
    }

    /// An app whose folder is named `…Test` (`ShopTest`, its tests in `ShopTestTests`): its
    /// modules are not test code; the output is their folder and Wallet lands beside them.
    @Test func anAppFolderNamedTestWithItsOwnTestsIsNotATestFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let example = Locations.packageRoot.appendingPathComponent("Documentation/Examples/InitTeam")
        for path in try FileManager.default.subpathsOfDirectory(atPath: example.path) where path.hasSuffix(".swift") {
            let text = try String(contentsOf: example.appendingPathComponent(path), encoding: .utf8)
            let moved = path.hasPrefix("ShopTests/") ? "ShopTestTests/" + path.dropFirst("ShopTests/".count) : "ShopTest/" + path.dropFirst("Shop/".count)
            try sandbox.write(text, to: "project/\(moved)")
        }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(initRun.stdout.contains("vipera: output: ShopTest/Modules (holds 2 of the 2 modules with folders of their own)\n"), "\(initRun)")
        #expect(initRun.stdout.contains("extracted from module Cart (4 files from ShopTest/Modules/Cart, 1 test file from ShopTestTests/Cart)"), "\(initRun)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("ShopTest/Modules/Wallet/WalletPresenter.swift"), "\(sandbox.projectFiles)")
        #expect(sandbox.projectFiles.contains("ShopTestTests/Wallet/WalletPresenterTests.swift"), "\(sandbox.projectFiles)")
    }

    /// A repository of two apps, each with its Xcode project: init sets up the one where most
    /// modules are and says so, naming the other.
    @Test func aRepositoryOfSeveralAppsIsSaidWhichAppWasSetUp() throws {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        defer { sandbox.remove() }
        let pbxproj = try String(
            contentsOf: Locations.packageRoot.appendingPathComponent("Tests/XcodeProjectTests/Fixtures/Shop60/Shop.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        try sandbox.write(pbxproj, to: "project/Shop.xcodeproj/project.pbxproj")
        try sandbox.write(pbxproj, to: "project/Lite/Lite.xcodeproj/project.pbxproj")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0, "\(initRun)")
        #expect(
            initRun.stdout.contains(
                "vipera: apps: 2 Xcode projects below this folder; set up for Shop.xcodeproj, where most modules are; "
                    + "to set up another (Lite/Lite.xcodeproj), run vipera init in its folder\n"), "\(initRun)")
    }

    /// The team's modules are Swift packages of their own (`Shop/Modules/Cart/Package.swift`, their
    /// code in `Sources/Cart`) beside an Xcode project: Wallet, made from one, is a package too; its
    /// files join no app target (which would compile its manifest), and the run says so.
    @Test func aModuleThatIsASwiftPackageJoinsNoAppTarget() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let example = Locations.packageRoot.appendingPathComponent("Documentation/Examples/InitTeam/Shop")
        try copyExampleModules(into: sandbox) { "Shop/Modules/\($0)/Sources/\($0)" }
        for module in Self.exampleModules {
            let manifest = """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "\(module)", products: [.library(name: "\(module)", targets: ["\(module)"])], targets: [.target(name: "\(module)")])

                """
            try sandbox.write(manifest, to: "project/Shop/Modules/\(module)/Package.swift")
        }
        let delegate = try String(contentsOf: example.appendingPathComponent("AppDelegate.swift"), encoding: .utf8)
        try sandbox.write(delegate, to: "project/Shop/AppDelegate.swift")
        let pbxproj = try String(
            contentsOf: Locations.packageRoot.appendingPathComponent("Tests/XcodeProjectTests/Fixtures/Shop60/Shop.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        try sandbox.write(pbxproj, to: "project/Shop.xcodeproj/project.pbxproj")
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0 && initRun.stdout.contains("extracted from module Cart"), "\(initRun)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("Shop/Modules/Wallet/Package.swift"), "\(sandbox.projectFiles)")
        #expect(sandbox.projectFiles.contains("Shop/Modules/Wallet/Sources/Wallet/WalletPresenter.swift"), "\(sandbox.projectFiles)")
        #expect(
            generated.stderr.contains(
                "vipera: note: the files were added to no project: the module is a Swift package of its own (Shop/Modules/Wallet/Package.swift), "
                    + "which no app target compiles; add it to the Xcode project as a local package\n"), "\(generated)")
        #expect(try sandbox.read("Shop.xcodeproj/project.pbxproj") == pbxproj)
    }

    /// The two modules of a two-module app both have presenters importing UIKit: every module
    /// crosses the boundary, the team's rule; init lifts it and the new module lints clean.
    @Test func aBoundaryEveryOneOfTwoModulesCrossesIsTheTeamsRule() throws {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        defer { sandbox.remove() }
        try editPresenters(in: sandbox) { $0.replacingOccurrences(of: "//\n\nprotocol", with: "//\n\nimport UIKit\n\nprotocol") }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0 && initRun.stdout.contains("vipera: lifted boundary: Presenter ("), "\(initRun)")
        #expect(initRun.stdout.contains("is crossed in 2 of 2 modules: the team's rule, not reported)\n"), "\(initRun)")
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(lint.status == 0 && !lint.stdout.contains("forbidden-import"), "\(lint)")
    }

    /// Module folders named for the module with more after it (`CartView/`, `OrdersView/`):
    /// `templates extract Cart` finds the folder holding Cart's files, and the template rendered
    /// for Cart gives them back byte for byte (written beside them with --force, as its types
    /// are declared in the project already).
    @Test func aModuleFolderNamedForItWithMoreAfterItIsExtracted() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try copyExampleModules(into: sandbox) { "Shop/\($0)View" }
        let extracted = try sandbox.run("templates", "extract", "Cart", "--name", "team")
        #expect(extracted.status == 0 && extracted.stdout.contains("Extracted module Cart from Shop/CartView into template 'team': 4 files"), "\(extracted)")
        let rendered = try sandbox.run("Cart", "team", "--path", "Out", "--no-project", "--force", "--quiet")
        #expect(rendered.status == 0, "\(rendered)")
        for file in ["CartInteractor.swift", "CartPresenter.swift", "CartRouter.swift", "CartView.swift"] {
            #expect(try sandbox.read("Out/Cart/\(file)") == (try sandbox.read("Shop/CartView/\(file)")), "\(file)")
        }
    }

    /// The example's presenters hold their routers weakly (`private weak var router`), and
    /// `ownedBy` (Swift code in `Shop/AppRouter.swift`, or nothing) may keep them.
    private func weakRouters(ownedBy appRouter: String?) throws -> Sandbox {
        let sandbox = try Sandbox(copying: "Documentation/Examples/InitTeam")
        try editPresenters(in: sandbox) { presenter in
            presenter.replacingOccurrences(of: "private let router: ", with: "private weak var router: ")
                .replacingOccurrences(of: "RouterProtocol\n\n    init", with: "RouterProtocol?\n\n    init")
        }
        if let appRouter { try sandbox.write(appRouter, to: "project/Shop/AppRouter.swift") }
        return sandbox
    }

    /// The app's router keeps every module's router, and the presenters hold theirs weakly: the
    /// team's design (wireframes owned by the wireframe above them), not modules freed at once.
    /// init says so and writes `owned_outside: [Router]`; the new module, made from the team's,
    /// lints clean.
    @Test func routersTheAppKeepsMayBeHeldWeakly() throws {
        let sandbox = try weakRouters(
            ownedBy: "final class AppRouter {\n    let cart: CartRouter\n    let orders: OrdersRouter\n\n"
                + "    init(cart: CartRouter, orders: OrdersRouter) {\n        self.cart = cart\n        self.orders = orders\n    }\n}\n")
        defer { sandbox.remove() }
        let initRun = try sandbox.run("init")
        #expect(
            initRun.stdout.contains(
                "vipera: owned outside: Router (the Router is owned outside its module (stored by the app's or another module's component) "
                    + "in 2 of 2 modules: the team's rule, so nothing in it must own it)\n"), "\(initRun)")
        #expect(try sandbox.read(".vipera.yml").contains("\n  roles:\n    # the Router is owned outside its module"))
        #expect(try sandbox.read(".vipera.yml").contains("\n    owned_outside: [Router]\n"))
        let generated = try sandbox.run("Wallet")
        #expect(generated.status == 0, "\(generated)")
        #expect(try sandbox.read("Shop/Modules/Wallet/WalletPresenter.swift").contains("private weak var router: WalletRouterProtocol?"))
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(lint.status == 0 && !lint.stdout.contains("strong-reference-required"), "\(lint)")
    }

    /// The same presenters with nothing keeping their routers: they are freed at once, and
    /// reported.
    @Test func routersNothingKeepsMustBeOwned() throws {
        let sandbox = try weakRouters(ownedBy: nil)
        defer { sandbox.remove() }
        let initRun = try sandbox.run("init")
        #expect(initRun.status == 0 && !initRun.stdout.contains("owned outside"), "\(initRun)")
        #expect(!(try sandbox.read(".vipera.yml").contains("owned_outside")))
        let lint = try sandbox.run("lint", "--no-cache")
        #expect(lint.stdout.contains("CartPresenter.router does not own its Router (weak)"), "\(lint)")
    }
}
