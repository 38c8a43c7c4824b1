import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaLint

/// The `lint:` section of `.vipera.yml`, with errors at their lines.
@Suite struct ConfigurationTests {
    private func configuration(_ yaml: String) throws -> Configuration {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = try folder.write(yaml, to: ProjectFile.fileName)
        return try Configuration(projectFile: ProjectFile(url: file))
    }

    private func configurationError(_ yaml: String) -> ConfigurationError? {
        do {
            _ = try configuration(yaml)
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try configuration(
            """
            lint:
              profile: viper
              included: [Sources]
              excluded: ["**/Generated"]
              roles:
                aliases:
                  Router: [Wireframe]
                  Builder: [Assembly, Configurator]
                suffixes: [Protocol]
                lifted_boundaries: [Presenter]
              rules:
                file-name: off
                protocol-suffix: error
              baseline: baseline.json
            """)
        #expect(configuration.profile.boundaries.map(\.role) == [.interactor])
        #expect(configuration.included == ["Sources"])
        #expect(configuration.excluded == ["**/Generated"])
        #expect(configuration.severity(of: "file-name") == nil)
        #expect(configuration.severity(of: "protocol-suffix") == .error)
        #expect(configuration.severity(of: "conformance-name") == .warning)
        #expect(configuration.baseline?.lastPathComponent == "baseline.json")
        #expect(configuration.profile.definition(of: .router)?.names == ["Router", "Wireframe"])
        #expect(configuration.profile.allowedProtocolSuffixes == ["Protocol"])
    }

    /// Each key of `lint:` is accepted once and refused twice.
    @Test(arguments: Configuration.Key.allCases)
    func everyKeyIsReadOnce(key: Configuration.Key) throws {
        // A mapping is the wrong shape for most keys: the file is refused, but not for its key.
        #expect(configurationError("lint:\n  \(key.rawValue): {}\n").map { !$0.message.contains("unknown key") } ?? true)
        let duplicate = try #require(configurationError("lint:\n  \(key.rawValue): a\n  \(key.rawValue): b\n"))
        #expect(duplicate.message == "duplicate key '\(key.rawValue)' (first on line 2)")
        #expect(duplicate.line == 3)
    }

    @Test(arguments: [
        ("lint:\n  profile: viper\n  colour: red\n", 3, "unknown key 'colour'"),
        ("lint:\n  rules:\n    no-such-rule: error\n", 3, "unknown rule 'no-such-rule'"),
        ("lint:\n  rules:\n    file-name: loud\n", 3, "must be warning, error or off"),
        ("lint:\n  profile: mvc\n", 2, "unknown profile 'mvc' (known profiles: bc, moa, mvvm, silver, viper)"),
        ("lint:\n  profile: vipr\n", 2, "unknown profile 'vipr'; did you mean 'viper'? (known profiles:"),
        ("lint:\n  roles:\n    aliases:\n      Coordinator: [Flow]\n", 4, "unknown role 'Coordinator'"),
        ("lint:\n  roles:\n    lifted_boundaries: [Presenter, Flow]\n", 3, "unknown role 'Flow' in 'lifted_boundaries' for profile viper (roles:"),
        ("lint:\n  roles:\n    owned_outside: [Flow]\n", 3, "unknown role 'Flow' in 'owned_outside' for profile viper (roles:"),
        (
            "lint:\n  profile: mvvm\n  layers:\n    Domain:\n      folders: [Domain]\n", 4,
            "unknown layer 'Domain' for profile mvvm (layers: UI, Service, MicroService)"
        ),
        ("lint:\n  profile: mvvm\n  layers:\n    UI:\n      paths: [App]\n", 5, "unknown key 'paths'"),
        ("lint:\n  layers:\n    UI:\n      folders: [App]\n", 3, "unknown layer 'UI' for profile viper (layers: none)"),
        ("lint:\n  profile: mvvm\n  layers:\n    UI:\n      folders: {App: UI}\n", 5, "'folders' must be a list"),
        ("lint:\n  conventions:\n    - rambler\n    - generamba\n", 4, "unknown convention 'generamba' in 'conventions' (known conventions: vipera, rambler,"),
        ("lint:\n  conventions: {rambler: on}\n", 2, "'conventions' must be a single value"),
        ("lint:\n  conventions: []\n", 2, "'conventions' must name at least one convention"),
    ])
    func mistakesAreErrorsWithTheirLine(yaml: String, line: Int, message: String) throws {
        let error = try #require(configurationError(yaml))
        #expect(error.line == line)
        #expect(error.message.contains(message), "\(error)")
        #expect(error.exitStatus == .badInput)
    }

    @Test func conventionsCombineAndTheirRoleNamesApply() throws {
        let configuration = try configuration("lint:\n  conventions: [rambler, interface]\n  prefixes: [SM]\n")
        #expect(configuration.profile.conventions.map(\.name) == ["rambler", "interface"])
        #expect(configuration.profile.definition(of: .router)?.names.contains("Wireframe") == true)
        #expect(configuration.profile.definition(of: .builder)?.names.contains("Assembly") == true)
        #expect(configuration.profile.typePrefixes == ["SM"])
    }

    /// `owned_outside` takes back what the matrix asks of the role's holders inside the module
    /// (owning it), and only that.
    @Test func aRoleOwnedOutsideNeedNotBeOwned() throws {
        #expect(try configuration("lint:\n  profile: viper\n").profile.ownership.requirement(holder: .presenter, held: .router) == .strong)
        let ownership = try configuration("lint:\n  profile: viper\n  roles:\n    owned_outside: [Router]\n").profile.ownership
        #expect(ownership.requirement(holder: .presenter, held: .router) == nil)
        #expect(ownership.requirement(holder: .presenter, held: .interactor) == .strong)
        #expect(ownership.requirement(holder: .router, held: .view) == .weak)
    }

    @Test func withoutConventionsVipera() throws {
        let configuration = try configuration("lint:\n  profile: viper\n")
        #expect(configuration.profile.conventions.map(\.name) == ["vipera"])
    }

    @Test func aliasesNameRoles() throws {
        var configuration = Configuration()
        configuration.profile.addAliases(["Wireframe"], to: .router)
        let findings = Validator(configuration: configuration).validate(
            Fixture.sources([
                "LoginWireframe.swift": """
                protocol LoginPresenter: AnyObject {}
                protocol LoginWireframe {}
                final class LoginDefaultWireframe: LoginWireframe {
                    var presenter: (any LoginPresenter)?
                }
                """
            ]))
        #expect(findings.contains { $0.ruleID == "weak-reference-required" && $0.symbol == "Login/LoginDefaultWireframe/presenter" })
        #expect(!findings.contains { $0.ruleID == "missing-role-protocol" && $0.message.contains("LoginRouter") })
    }

    @Test func noMatchingFileIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("not swift", to: "README.md")
        try folder.write("final class Hidden {}", to: ".hidden/Hidden.swift")
        #expect(throws: LintError.noFiles([folder.url.path])) {
            try Validator(configuration: Configuration(root: folder.url)).validate()
        }
        #expect(throws: LintError.pathNotFound(folder.path("missing").path)) {
            try Validator(configuration: Configuration(root: folder.url)).validate(paths: ["missing"])
        }
    }

    @Test func includedAndExcludedGlobsSelectFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for path in ["Sources/A/Alpha.swift", "Sources/A/Generated/G.swift", "Sources/B/Beta.swift", "Tools/T.swift", "Pods/P/P.swift"] {
            try folder.write("final class Other {}", to: path)
        }
        let configuration = Configuration(root: folder.url, included: ["Sources"], excluded: ["**/Generated"])
        let files = try Validator(configuration: configuration).validate().map(\.file)
        #expect(Set(files) == ["Sources/A/Alpha.swift", "Sources/B/Beta.swift"])
    }
}
