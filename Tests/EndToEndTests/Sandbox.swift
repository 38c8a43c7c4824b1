import Foundation
import TestSupport

/// A temporary project folder and a temporary HOME, for running the built `vipera`.
struct Sandbox {
    let root: TemporaryDirectory
    /// The folder `vipera` runs in.
    var project: URL { root.path("project") }
    /// `$HOME` for the run, so the user's real `~/.vipera` never leaks in.
    var home: URL { root.path("home") }

    init() throws {
        root = try TemporaryDirectory(prefix: "vipera-e2e")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// A sandbox whose project is a copy of `folder` (below the package's root).
    init(copying folder: String) throws {
        try self.init()
        let source = Locations.packageRoot.appendingPathComponent(folder)
        for path in try FileManager.default.subpathsOfDirectory(atPath: source.path) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            try write(try String(contentsOf: source.appendingPathComponent(path), encoding: .utf8), to: "project/\(path)")
        }
    }

    /// Runs `vipera arguments…` in the project folder (or `directory`).
    func run(_ arguments: String..., in directory: URL? = nil, executable: URL = Locations.vipera) throws -> ProcessResult {
        try run(arguments, in: directory, executable: executable)
    }

    /// Runs `vipera arguments…` in the project folder (or `directory`); `whileRunning` gets the
    /// process id once it has started; `environment` adds to (or, with `nil`, removes from) the
    /// sandbox's variables.
    func run(
        _ arguments: [String], in directory: URL? = nil, executable: URL = Locations.vipera,
        environment: [String: String?] = [:], whileRunning: ((Int32) -> Void)? = nil
    ) throws -> ProcessResult {
        let sandboxed: [String: String?] = [
            "HOME": home.path, "VIPERA_HOME": nil, "GIT_CONFIG_GLOBAL": nil, "USER": "tester", "SOURCE_DATE_EPOCH": "1767268800",
        ]
        return try ProcessResult.run(
            executable, arguments, in: directory ?? project,
            environment: sandboxed.merging(environment) { $1 }, whileRunning: whileRunning)
    }

    /// Writes a file relative to the sandbox root.
    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> URL { try root.write(text, to: relativePath) }

    /// The text of a file relative to the project folder.
    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: project.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every file below the project folder.
    var projectFiles: [String] { TemporaryDirectory.files(in: project) }

    /// Everything below the project folder (files with their bytes and modes, folders, links), to
    /// prove nothing changed.
    func snapshot() -> TreeSnapshot { TreeSnapshot(of: project) }

    func remove() { root.remove() }
}

/// The module files the default template writes for `Login`.
let loginModuleFiles = [
    "Login/Default/LoginDefaultBuilder.swift", "Login/Default/LoginDefaultInteractor.swift",
    "Login/Default/LoginDefaultPresenter.swift", "Login/Default/LoginDefaultRouter.swift",
    "Login/Default/LoginDefaultView.swift", "Login/Interfaces/LoginBuilder.swift",
    "Login/Interfaces/LoginInteractor.swift", "Login/Interfaces/LoginPresenter.swift",
    "Login/Interfaces/LoginRouter.swift", "Login/Interfaces/LoginService.swift", "Login/Interfaces/LoginView.swift",
]

/// The tests part the default template writes for `Login`, relative to its tests folder.
let loginTestFiles = [
    "LoginDefaultBuilderTests.swift", "LoginDefaultInteractorTests.swift", "LoginDefaultPresenterTests.swift",
    "LoginDefaultRouterTests.swift", "LoginDefaultViewTests.swift", "LoginWaiting.swift",
    "Mocks/LoginMockBuilder.swift", "Mocks/LoginMockInteractor.swift", "Mocks/LoginMockPresenter.swift",
    "Mocks/LoginMockRouter.swift", "Mocks/LoginMockService.swift", "Mocks/LoginMockView.swift",
]

/// Everything the default template writes for `Login` by default: the module, and its tests
/// part in `Tests/LoginTests`.
let loginFiles = loginModuleFiles + loginTestFiles.map { "Tests/LoginTests/\($0)" }
