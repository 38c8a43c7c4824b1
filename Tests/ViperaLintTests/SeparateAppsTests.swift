import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaLint

/// Two apps in one repository that declare the same type names are checked as two apps, and
/// test doubles never stand behind an app's reference.
@Suite struct SeparateAppsTests {
    /// A Login module in the dialect with `…Protocol` suffixes; `presenterHolding` is how its
    /// interactor holds the presenter.
    private static func loginModule(presenterHolding: String) -> [String: String] {
        [
            "Login/LoginProtocols.swift": """
            protocol LoginPresenterProtocol: AnyObject { func didLoad() }
            protocol LoginInteractorProtocol: AnyObject { func fetch() }
            protocol LoginInteractorDelegate: AnyObject { func fetched() }
            """,
            "Login/LoginPresenter.swift": """
            final class LoginPresenter: LoginPresenterProtocol, LoginInteractorDelegate {
                var interactor: LoginInteractorProtocol?
                func didLoad() {}
                func fetched() {}
            }
            """,
            "Login/LoginInteractor.swift": """
            final class LoginInteractor: LoginInteractorProtocol {
                \(presenterHolding) var presenter: LoginInteractorDelegate?
                func fetch() {}
            }
            """,
            "Login/LoginBuilder.swift": """
            enum LoginBuilder {
                static func wire(_ presenter: LoginPresenter, _ interactor: LoginInteractor) {
                    presenter.interactor = interactor
                    interactor.presenter = presenter
                }
            }
            """,
        ]
    }

    /// The findings in `files`, in the dialect with `…Protocol` suffixes, with the rules in
    /// `switchedOff` off.
    private func findings(in files: [String: String], switchedOff: [String] = []) throws -> [Finding] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for (path, text) in files { try folder.write(text, to: path) }
        let rules = switchedOff.isEmpty ? "" : "  rules:\n" + switchedOff.map { "    \($0): off\n" }.joined()
        let projectFile = try folder.write("lint:\n  conventions: [protocol-suffix]\n" + rules, to: ProjectFile.fileName)
        return try Validator(configuration: Configuration(projectFile: ProjectFile(url: projectFile))).validate()
    }

    private func app(_ folder: String, marker: String, presenterHolding: String) -> [String: String] {
        var files = [folder + "/" + marker: marker == "Package.swift" ? "// swift-tools-version:5.9\n" : "name: App\n"]
        for (path, text) in Self.loginModule(presenterHolding: presenterHolding) { files[folder + "/" + path] = text }
        return files
    }

    @Test func theCycleInTheSecondAppIsFoundThoughTheFirstDeclaresTheSameNames() throws {
        let files = app("A-clean", marker: "project.yml", presenterHolding: "weak")
            .merging(app("B-broken", marker: "Package.swift", presenterHolding: ""), uniquingKeysWith: { first, _ in first })
        let ownership = try findings(in: files).filter { $0.ruleID == "reference-cycle" || $0.ruleID == "weak-reference-required" }
        #expect(!ownership.isEmpty)
        #expect(ownership.allSatisfy { $0.file.hasPrefix("B-broken/") }, "\(ownership.map(\.file))")
        #expect(ownership.contains { $0.file == "B-broken/Login/LoginInteractor.swift" })
    }

    /// Shared code (in no app) holding an interactor that keeps its output strongly, and two
    /// apps declaring `LoginPresenter`: only the second app's presenter is that output and holds
    /// the interactor.
    private static func sharedInteractorWithTwoPresenters() -> [String: String] {
        [
            "A-first/project.yml": "name: A\n",
            "A-first/Login/LoginPresenter.swift": """
            final class LoginPresenter: LoginPresenterProtocol {
                func didLoad() {}
            }
            """,
            "B-second/Package.swift": "// swift-tools-version:5.9\n",
            "B-second/Login/LoginPresenter.swift": """
            final class LoginPresenter: LoginPresenterProtocol, LoginInteractorDelegate {
                var interactor: LoginInteractorProtocol?
                func didLoad() {}
                func fetched() {}
                func attach(_ interactor: LoginInteractorProtocol) { self.interactor = interactor }
            }
            """,
            "Shared/Login/LoginProtocols.swift": """
            protocol LoginPresenterProtocol: AnyObject { func didLoad() }
            protocol LoginInteractorProtocol: AnyObject { func fetch() }
            protocol LoginInteractorDelegate: AnyObject { func fetched() }
            """,
            "Shared/Login/LoginInteractor.swift": """
            final class LoginInteractor: LoginInteractorProtocol {
                var output: LoginInteractorDelegate?
                func fetch() {}
                func attach(_ output: LoginInteractorDelegate) { self.output = output }
            }
            """,
        ]
    }

    @Test func sharedCodeIsCheckedWithEachAppSoTheSecondAppsCycleThroughItIsFound() throws {
        let found = try findings(in: Self.sharedInteractorWithTwoPresenters())
        let cycles = found.filter { $0.ruleID == "reference-cycle" }
        #expect(cycles.map(\.file) == ["Shared/Login/LoginInteractor.swift"])
        #expect(cycles.first?.related.map(\.file) == ["B-second/Login/LoginPresenter.swift"])
    }

    /// (With the cycle rule off: the cycle the second app closes is reported as the cycle alone.)
    @Test func aFindingTheSharedCodeGivesWithEveryAppIsReportedOnce() throws {
        let found = try findings(in: Self.sharedInteractorWithTwoPresenters(), switchedOff: ["reference-cycle"])
        #expect(found.filter { $0.ruleID == "weak-reference-required" }.map(\.file) == ["Shared/Login/LoginInteractor.swift"])
    }

    @Test func oneAppWithoutRepeatedNamesIsOneIndexAsBefore() throws {
        let clean = try findings(in: app("A", marker: "project.yml", presenterHolding: "weak"))
        let broken = try findings(in: app("A", marker: "project.yml", presenterHolding: ""))
        #expect(!clean.contains { $0.ruleID == "reference-cycle" || $0.ruleID == "weak-reference-required" })
        #expect(broken.contains { $0.file == "A/Login/LoginInteractor.swift" })
    }

    /// The Login module in `A/` with `weak` presenters and in `B/` without, and `extra` files.
    private static func namesakeApps(_ extra: [String: String] = [:]) -> [String: String] {
        var files = extra
        for (path, text) in loginModule(presenterHolding: "weak") { files["A/" + path] = text }
        for (path, text) in loginModule(presenterHolding: "") { files["B/" + path] = text }
        return files
    }

    @Test func withoutProjectFilesTheFoldersOfNamesakeClassesAreTwoApps() throws {
        // Main's binary read the first declaration for the name and missed B's cycle.
        let ownership = try findings(in: Self.namesakeApps()).filter { $0.ruleID == "reference-cycle" }
        #expect(ownership.map(\.file) == ["B/Login/LoginInteractor.swift"])
    }

    @Test func oneProjectHoldingTwoTargetsWithNamesakeClassesIsTwoApps() throws {
        let files = Self.namesakeApps(["project.yml": "name: Lessons\n", "Lessons.xcodeproj/project.pbxproj": "// targets A, B\n"])
        let ownership = try findings(in: files).filter { $0.ruleID == "reference-cycle" }
        #expect(ownership.map(\.file) == ["B/Login/LoginInteractor.swift"])
    }

    @Test func codeBesideNamesakeAppsIsReportedOnce() throws {
        let shared = ["Shared/Helpers.swift": "struct DateFormatting {}\n"]
        let found = try findings(in: Self.namesakeApps(shared)).filter { $0.file.hasPrefix("Shared/") }
        #expect(found.map(\.ruleID) == ["file-name"])
    }

    @Test func aNamesakeInsideOneAppsFolderOrInTestsStaysOneCodebase() throws {
        // `App/Login/Old/` and `App/Previous/` lie in the app's folder, and `AppTests/` is test
        // code: none is an app of its own, so the first declaration still stands for the name.
        var files: [String: String] = [:]
        for (path, text) in Self.loginModule(presenterHolding: "weak") { files["App/" + path] = text }
        files["App/Login/Old/LoginInteractor.swift"] = files["App/Login/LoginInteractor.swift"]?.replacingOccurrences(of: "weak ", with: "")
        files["App/Previous/LoginInteractor.swift"] = files["App/Login/Old/LoginInteractor.swift"]
        files["AppTests/Doubles/LoginPresenter.swift"] = """
            final class LoginPresenter: LoginInteractorDelegate {
                var interactor: LoginInteractorProtocol?
                func fetched() {}
            }
            """
        #expect(try findings(in: files).filter { $0.ruleID == "reference-cycle" }.isEmpty)
    }

    @Test func aTestDoubleConformingToAViewDelegateDoesNotMakeItAPresenter() throws {
        let files = [
            "App/Transfer/TransferView.swift": """
            protocol TransferPresenterProtocol: AnyObject { func didLoad() }
            protocol TransferViewDelegate: AnyObject { func didTapSend() }
            final class TransferView {
                weak var delegate: TransferViewDelegate?
            }
            """,
            "App/Transfer/TransferViewController.swift": """
            final class TransferViewController: TransferViewDelegate {
                let transferView = TransferView()
                func didTapSend() {}
            }
            """,
            "AppTests/Transfer/TransferPresenterSpy.swift": """
            final class TransferPresenterSpy: TransferPresenterProtocol, TransferViewDelegate {
                func didLoad() {}
                func didTapSend() {}
            }
            """,
        ]
        let found = try findings(in: files).filter { $0.ruleID == "strong-reference-required" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
