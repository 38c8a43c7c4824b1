import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaLint

/// A team's own naming, learned from its modules (`Fixtures/Traps/CustomDialect`: six modules
/// whose view `<M>Controller` conforms to `<M>PresenterOutputInterface`, whose router protocol
/// is `<M>RouterInterface`, built by a `<M>ModuleBuilder`; one interactor misspelt): the naming
/// rules report only the outlier, citing the majority, with or without `.vipera.yml`.
@Suite struct LearnedNamingTests {
    static let fixture = Fixture.folder.appendingPathComponent("Traps/CustomDialect")

    /// The one finding on the whole fixture: the misspelt interactor.
    static let outlier = [
        "conformance-name MainTabBarModule/Interactor/MainTabBarIntereactor.swift:5: MainTabBarIntereactor conforms to MainTabBarInteractorInterface but is not named MainTabBarInteractor; 5 of 6 modules name it <M>Interactor"
    ]

    /// The findings in `root` as a new user gets them (`.vipera.yml` if there is one, else
    /// detection), as `rule file:line: message`, sorted.
    static func findings(in root: URL) throws -> [String] {
        let configuration = try Configuration.load(file: nil, profile: nil, in: root)
        return try Validator(configuration: configuration).validate()
            .map { "\($0.ruleID) \($0.file):\($0.range.start.line): \($0.message)" }.sorted()
    }

    /// A copy of the fixture's modules named `modules` (all when `nil`) in a fresh folder.
    static func copy(modules: [String]? = nil) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for file in TemporaryDirectory.files(in: fixture) where modules.map({ $0.contains { file.hasPrefix($0 + "Module/") } }) ?? true {
            try folder.write(try String(contentsOf: fixture.appendingPathComponent(file), encoding: .utf8), to: file)
        }
        return folder
    }

    @Test func withoutConfigurationOnlyTheOutlierIsReported() throws {
        let actual = try Self.findings(in: Self.fixture)
        #expect(actual == Self.outlier, "\(actual.joined(separator: "\n"))")
    }

    /// `vipera init` writes the learned naming with its evidence; lint then reads it back and
    /// reports the same, and the file's naming is what detection learned in memory.
    @Test func initWritesTheNamingWithEvidenceAndLintReadsItBack() throws {
        let folder = try Self.copy()
        defer { folder.remove() }
        let outcome = try InitRequest(folder: folder.url).run()
        #expect(outcome.text.contains("  conventions: [interface]\n"), "\(outcome.text)")
        #expect(
            outcome.text.contains(
                """
                    - role: Interactor
                      protocol: <M>InteractorInterface
                      protocol_modules: 6 of 6 modules
                      implementation: <M>Interactor
                      implementation_modules: 5 of 6 modules
                      file: <M>Interactor.swift
                      folder: "Interactor"
                """), "\(outcome.text)")
        #expect(
            outcome.text.contains(
                """
                    - role: View
                      protocol: <M>PresenterOutputInterface
                      protocol_modules: 6 of 6 modules
                      implementation: <M>Controller
                      implementation_modules: 6 of 6 modules
                      file: <M>Controller.swift
                      folder: "View"
                """), "\(outcome.text)")
        #expect(outcome.decisions.contains("naming: Interactor conforms to <M>InteractorInterface (6 of 6 modules), named <M>Interactor (5 of 6 modules)"))
        #expect(outcome.decisions.contains("naming: Router conforms to <M>RouterInterface (6 of 6 modules), named <M>Router (6 of 6 modules)"))
        let actual = try Self.findings(in: folder.url)
        #expect(actual == Self.outlier, "\(actual.joined(separator: "\n"))")
        let written = try Configuration(projectFile: ProjectFile(url: folder.path(ProjectFile.fileName)))
        let learned = try #require(outcome.detection).naming
        #expect(learned.map(\.role.rawValue) == ["View", "Interactor", "Presenter", "Router"])
        #expect(written.profile.conventions.map(\.name) == [NamingConvention.learnedName])
        #expect(written.profile.conventions.flatMap(\.naming) == learned)
    }

    /// Three modules that agree are enough to learn from: the team's router protocols are its
    /// naming, and only the misspelt interactor is reported, with the majority it deviates from.
    @Test func threeModulesThatAgreeAreLearnedFrom() throws {
        let folder = try Self.copy(modules: ["Cart", "Home", "MainTabBar"])
        defer { folder.remove() }
        let detection = try #require(try InitRequest(folder: folder.url).run().detection)
        #expect(detection.naming.map(\.role.rawValue) == ["View", "Interactor", "Presenter", "Router"])
        let actual = try Self.findings(in: folder.url)
        #expect(
            actual == [
                "conformance-name MainTabBarModule/Interactor/MainTabBarIntereactor.swift:5: MainTabBarIntereactor conforms to MainTabBarInteractorInterface but is not named MainTabBarInteractor; 2 of 3 modules name it <M>Interactor"
            ], "\(actual.joined(separator: "\n"))")
    }

    /// One module is the team's naming, with no majority against it: its router protocol
    /// (`<M>RouterInterface`) is learned, not read as a deviation from the nearest built-in
    /// convention's (`<M>WireframeInterface`).
    @Test func oneModuleIsTheTeamsNaming() throws {
        let folder = try Self.copy(modules: ["Cart"])
        defer { folder.remove() }
        let detection = try #require(try InitRequest(folder: folder.url).run().detection)
        #expect(detection.naming.map(\.protocolPattern).contains("<M>RouterInterface"), "\(detection.naming.map(\.protocolPattern))")
        #expect(detection.naming.allSatisfy { $0.protocolEvidence == ModuleCount(1, of: 1) })
        let actual = try Self.findings(in: folder.url)
        #expect(actual == [], "\(actual.joined(separator: "\n"))")
    }

    /// An app of one module beside another app: a lone module is the naming of a codebase that
    /// is one app, not of the apps beside it, so nothing is learned.
    @Test func aLoneModuleOfAppsSideBySideIsNoNaming() throws {
        let folder = try Self.copy(modules: ["Cart"])
        defer { folder.remove() }
        try folder.write("name: Cart\n", to: "CartModule/project.yml")
        try folder.write("name: Other\n", to: "Other/project.yml")
        try folder.write("struct Other {}\n", to: "Other/Other.swift")
        let detection = try #require(try InitRequest(folder: folder.url).run().detection)
        #expect(detection.naming.isEmpty && detection.appNaming.isEmpty, "\(detection.naming.map(\.protocolPattern))")
    }

    /// Apps side by side that name their roles differently (`Traps/AppsOwnProtocols`):
    /// `vipera init` writes each app's naming with its folder, after the repository's, and lint
    /// reads it back to what detection gives in memory.
    @Test func initWritesEachAppsOwnNamingAndLintReadsItBack() throws {
        let fixture = Fixture.folder.appendingPathComponent("Traps/AppsOwnProtocols")
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for file in TemporaryDirectory.files(in: fixture) {
            try folder.write(try String(contentsOf: fixture.appendingPathComponent(file), encoding: .utf8), to: file)
        }
        let inMemory = try Self.findings(in: folder.url)
        let outcome = try InitRequest(folder: folder.url).run()
        #expect(
            outcome.text.contains(
                """
                    - role: Router
                      app: "Kiosk"
                      protocol: <M>RouterType
                      protocol_modules: 2 of 2 modules
                      implementation: <M>Router
                      implementation_modules: 2 of 2 modules
                      file: <M>Protocols.swift
                      folder: "<M>"
                """), "\(outcome.text)")
        #expect(outcome.decisions.contains("naming (Store): Router conforms to <M>RouterProtocol (2 of 3 modules), named <M>Router (2 of 2 modules)"))
        let actual = try Self.findings(in: folder.url)
        #expect(actual == inMemory && actual.count == 1, "\(actual.joined(separator: "\n"))")
        let written = try Configuration(projectFile: ProjectFile(url: folder.path(ProjectFile.fileName)))
        let detection = try #require(outcome.detection)
        #expect(Set(written.appProfiles.keys) == ["Kiosk", "Store"])
        for app in detection.appNaming {
            #expect(written.appProfiles[app.folder]?.conventions.flatMap(\.naming) == app.naming)
        }
    }

    @Test(arguments: [
        (
            "    - {role: Router, protocol: RouterInterface}", 4,
            "'protocol' must be <M> and a capitalised name (e.g. <M>RouterInterface), not 'RouterInterface'"
        ),
        (
            "    - {role: Router, protocol: <M>Router, file: <M>Router}", 4,
            "'file' must be <M> and a capitalised name ending in .swift (e.g. <M>Router.swift), not '<M>Router'"
        ),
        (
            "    - {role: Router, protocol: <M>Router, protocol_modules: 12 of 11}", 4,
            "'protocol_modules' must read 'k of n modules' with 0 < k ≤ n, not '12 of 11'"
        ),
        (
            "    - {role: Navigator, protocol: <M>Router}", 4,
            "unknown role 'Navigator' for profile viper (roles: View, Interactor, Presenter, Router, Builder, Entity)"
        ),
        ("    - {role: Router}", 4, "a 'naming' entry needs a 'role' and a 'protocol'"),
        ("    - {role: Router, protocol: <M>Router, suffix: Interface}", 4, "unknown key 'suffix' in a 'naming' entry"),
        ("    role: Router", 4, "'naming' must be a list of roles' names (role, protocol, implementation…)"),
        ("    - {role: Router, app: Nowhere, protocol: <M>Router}", 4, "'app' must be a folder below "),
        ("    - {role: Router, app: ../Elsewhere, protocol: <M>Router}", 4, "'app' must be a folder below "),
    ])
    func badNamingValuesAreReportedAtTheirLine(entry: String, line: Int, message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = try folder.write("lint:\n  conventions: [interface]\n  naming:\n\(entry)\n", to: ProjectFile.fileName)
        let error = #expect(throws: ConfigurationError.self) { try Configuration(projectFile: ProjectFile(url: file)) }
        #expect(error?.line == line)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }
}
