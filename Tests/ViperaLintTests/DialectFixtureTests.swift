import Foundation
import Testing
import ViperaCore
import ViperaLint

/// One multi-file codebase per dialect under `Fixtures/Dialects/<dialect>`: a clean module and
/// a broken one. Under its convention the naming rules report exactly the broken module's
/// mistakes; without configuration, detection picks the convention.
@Suite struct DialectFixtureTests {
    static let naming: Set<RuleID> = ["missing-role-protocol", "protocol-suffix", "file-name", "conformance-name", "default-implementation-name"]

    /// The naming findings of `dialect`'s fixture under `conventions`, as `rule file: message`.
    static func namingFindings(_ dialect: String, conventions: [String]) throws -> [String] {
        var profile = Profile.viper
        profile.adopt(conventions.compactMap(NamingConvention.named))
        let root = Fixture.folder.appendingPathComponent("Dialects/\(dialect)")
        let findings = try Validator(configuration: Configuration(profile: profile, root: root)).validate()
        return findings.filter { naming.contains($0.ruleID) }.map { "\($0.ruleID) \($0.file): \($0.message)" }.sorted()
    }

    static let expected: [String: [String]] = [
        "rambler": [
            "conformance-name Cart/CartScreen.swift: CartScreen conforms to CartViewOutput but is not named Cart<Variant>Presenter",
            "default-implementation-name Cart/DefaultCartRouter.swift: DefaultCartRouter is the default implementation of CartRouterInput; name it CartRouterImpl",
            "missing-role-protocol Cart/CartInteractor.swift: module Cart has no CartInteractorInput protocol; every Interactor is reached through it",
            "protocol-suffix Cart/CartPresenterProtocol.swift: protocol CartPresenterProtocol carries the suffix 'Protocol'; the rambler convention names it CartViewOutput",
        ],
        "interface": [
            "file-name Feed/FeedScreen.swift: FeedScreen.swift declares FeedViewController; name the file FeedViewController.swift",
            "missing-role-protocol Feed/FeedPresenter.swift: module Feed has no FeedPresenterInterface protocol; every Presenter is reached through it",
            "protocol-suffix Feed/FeedInterfaces.swift: protocol FeedViewProtocol carries the suffix 'Protocol'; the interface convention names it FeedViewInterface",
        ],
        "contract": [
            "missing-role-protocol Details/DetailsInteractor.swift: module Details has no DetailsUseCase protocol; every Interactor is reached through it",
            "protocol-suffix Details/DetailsContract.swift: protocol DetailsViewInput carries the suffix 'Input'; the contract convention names it DetailsView",
        ],
        "objcio": [
            "missing-role-protocol Add/AddViewController.swift: module Add has no AddViewInterface protocol; every View is reached through it"
        ],
        "protocol-suffix": [
            "missing-role-protocol Login/LoginRouter.swift: module Login has no LoginRouterProtocol protocol; every Router is reached through it",
            "protocol-suffix Login/LoginProtocols.swift: protocol LoginPresenterInput carries the suffix 'Input'; the protocol-suffix convention names it LoginPresenterProtocol",
        ],
    ]

    @Test(arguments: ["rambler", "interface", "contract", "objcio", "protocol-suffix"])
    func brokenModuleIsReportedExactlyAndCleanOneNot(dialect: String) throws {
        let actual = try Self.namingFindings(dialect, conventions: [dialect])
        #expect(actual == Self.expected[dialect], "\(actual.joined(separator: "\n"))")
    }

    /// Under the default (vipera) the same clean modules misread: the convention matters.
    @Test func withoutTheConventionTheCleanModuleIsMisread() throws {
        let findings = try Self.namingFindings("rambler", conventions: ["vipera"])
        #expect(findings.contains { $0.hasPrefix("protocol-suffix Login/View/LoginViewInput.swift") })
    }

    @Test(arguments: ["rambler", "interface", "contract", "objcio", "protocol-suffix"])
    func detectionPicksTheDialect(dialect: String) throws {
        let root = Fixture.folder.appendingPathComponent("Dialects/\(dialect)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.map {
            (path: $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
        let detection = ConventionDetection(files: files)
        #expect(detection.conventions.map(\.convention.name) == [dialect], "\(detection.conventions.map(\.evidence))")
        #expect(detection.profile.name == .viper)
    }
}
