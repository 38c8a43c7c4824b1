import Foundation
import TestSupport
import Testing

/// Folders the user names are taken as written: absolute paths in `.vipera.yml` and specs are
/// honoured as `--path` is, and a symlink the user chose is followed.
@Suite struct OutputRootTests {
    @Test func absolutePathsInTheProjectFileAreHonoured() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let modules = sandbox.root.path("elsewhere/Modules").path
        let tests = sandbox.root.path("elsewhere/Tests").path
        try sandbox.write("output: \(modules)\ntests_path: \(tests)\n", to: "project/.vipera.yml")
        let result = try sandbox.run("Login")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles == [".vipera.yml"])
        #expect(TemporaryDirectory.files(in: sandbox.root.path("elsewhere/Modules")) == loginModuleFiles)
        #expect(TemporaryDirectory.files(in: sandbox.root.path("elsewhere/Tests")).allSatisfy { $0.hasPrefix("LoginTests/") })
    }

    @Test func anAbsolutePathInASpecIsHonoured() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let modules = sandbox.root.path("elsewhere").path
        try sandbox.write("modules:\n  - name: Login\n    path: \(modules)\n", to: "project/modules.yml")
        let result = try sandbox.run("--spec", "modules.yml", "--no-tests")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles == ["modules.yml"])
        #expect(TemporaryDirectory.files(in: sandbox.root.path("elsewhere")) == loginModuleFiles)
    }

    @Test func aTestsPathTheUserNamedMayBeASymlink() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.root.path("shared"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.project.appendingPathComponent("SharedTests").path, withDestinationPath: "../shared")
        try sandbox.write("tests_path: SharedTests\n", to: "project/.vipera.yml")
        let result = try sandbox.run("Login")
        #expect(result.status == 0, "\(result)")
        #expect(TemporaryDirectory.files(in: sandbox.root.path("shared")).count == 12)
    }

    @Test func forceKeepsTheReplacedFilesMode() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let file = try sandbox.write("mine\n", to: "project/Login/Interfaces/LoginView.swift")
        chmod(file.path, 0o600)
        let result = try sandbox.run("Login", "--force")
        #expect(result.status == 0, "\(result)")
        var status = stat()
        lstat(file.path, &status)
        #expect(status.st_mode & 0o7777 == 0o600)
        #expect(try sandbox.read("Login/Interfaces/LoginView.swift") != "mine\n")
        #expect(!sandbox.projectFiles.contains { $0.contains(".vipera-") })
    }

    /// `--force` over a module file that is a symbolic link inside the output folder writes the
    /// file it leads to; the link stays a link.
    @Test func forceWritesThroughALinkedFile() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("mine\n", to: "project/Shared/View.swift")
        try FileManager.default.createDirectory(at: sandbox.project.appendingPathComponent("Login/Interfaces"), withIntermediateDirectories: true)
        let link = sandbox.project.appendingPathComponent("Login/Interfaces/LoginView.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../Shared/View.swift")
        let result = try sandbox.run("Login", "--force", "--no-tests")
        #expect(result.status == 0, "\(result)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../../Shared/View.swift")
        #expect(try sandbox.read("Shared/View.swift").contains("protocol LoginView"))
        #expect(sandbox.projectFiles.filter { $0.contains(".vipera-") }.isEmpty)
    }
}
