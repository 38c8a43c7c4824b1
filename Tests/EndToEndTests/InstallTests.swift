import Foundation
import TestSupport
import Testing
import ViperaCore

/// `swift run install`'s program, run with `--binary` (the test build's vipera) so no release
/// build is needed: what it installs, where, and that a failure installs nothing.
@Suite struct InstallTests {
    static let installer = Locations.productsDirectory.appendingPathComponent("install")

    /// Every file the installer writes, below the prefix.
    static let installedFiles = [
        "bin/vipera", "share/bash-completion/completions/vipera", "share/fish/vendor_completions.d/vipera.fish",
        "share/man/man1/vipera.1", "share/zsh/site-functions/_vipera",
    ]

    func install(_ arguments: [String], home: URL) throws -> ProcessResult {
        try ProcessResult.run(
            Self.installer, ["--binary", Locations.vipera.path] + arguments,
            environment: ["HOME": home.path, "VIPERA_HOME": nil])
    }

    @Test func installsTheProgramItsManualPageAndCompletions() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let prefix = sandbox.root.path("prefix")
        let result = try install(["--prefix", prefix.path], home: sandbox.home)
        #expect(result.status == 0, "\(result)")
        #expect(TemporaryDirectory.files(in: prefix) == Self.installedFiles)
        let manual = try Data(contentsOf: prefix.appendingPathComponent("share/man/man1/vipera.1"))
        #expect(manual == (try Data(contentsOf: Locations.packageRoot.appendingPathComponent("Documentation/man/vipera.1"))))
        let attributes = try FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent("bin/vipera").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o755)
        let zsh = try String(contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_vipera"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef vipera"))
        // The installed program works from an empty home.
        let run = try sandbox.run("Login", executable: prefix.appendingPathComponent("bin/vipera"))
        #expect(run.status == 0, "\(run)")
        #expect(try sandbox.run("lint", executable: prefix.appendingPathComponent("bin/vipera")).status == 0)
    }

    @Test func destdirStagesBelowThePrefix() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let stage = sandbox.root.path("stage")
        let result = try install(["--prefix", "/usr", "--destdir", stage.path], home: sandbox.home)
        #expect(result.status == 0, "\(result)")
        #expect(TemporaryDirectory.files(in: stage) == Self.installedFiles.map { "usr/" + $0 })
    }

    @Test func aPrefixThatCannotBeWrittenInstallsNothing() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        // The manual page's folder is taken by a file: the program and the completions, written
        // before it in the same run, must not stay.
        try sandbox.write("", to: "prefix/share/man/man1")
        let before = TreeSnapshot(of: sandbox.root.path("prefix"))
        let result = try install(["--prefix", sandbox.root.path("prefix").path], home: sandbox.home)
        #expect(result.status == ExitStatus.writeFailed.rawValue)
        #expect(result.stderr.contains("install: error: cannot write \(sandbox.root.path("prefix").path)/share/man/man1/vipera.1"))
        #expect(result.stderr.contains("nothing was installed"))
        #expect(!result.showsFoundationError)
        #expect(TreeSnapshot(of: sandbox.root.path("prefix")) == before)
    }

    @Test func templateCopiesAreUpdatedUntilTheUserChangesThem() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let prefix = sandbox.root.path("prefix").path
        let first = try install(["--prefix", prefix, "--with-templates"], home: sandbox.home)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("Installed template 'viper' in \(sandbox.home.path)/.vipera/templates/viper"))
        // The copy renders what the built-in template renders.
        let copied = try sandbox.run("Login")
        try FileManager.default.moveItem(at: sandbox.project, to: sandbox.root.path("copied"))
        try FileManager.default.createDirectory(at: sandbox.project, withIntermediateDirectories: true)
        let builtIn = try ProcessResult.run(
            Locations.vipera, ["Login"], in: sandbox.project,
            environment: ["HOME": sandbox.root.path("empty").path, "VIPERA_HOME": nil, "SOURCE_DATE_EPOCH": "1767268800", "USER": "tester"])
        #expect(copied.status == 0 && builtIn.status == 0)
        #expect(TreeSnapshot(of: sandbox.root.path("copied")) == TreeSnapshot(of: sandbox.project))

        let manifest = sandbox.home.appendingPathComponent(".vipera/templates/viper/template.yml")
        try (String(contentsOf: manifest, encoding: .utf8) + "# ours\n").write(to: manifest, atomically: true, encoding: .utf8)
        let second = try install(["--prefix", prefix, "--with-templates"], home: sandbox.home)
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout.contains("Kept template 'viper' in \(sandbox.home.path)/.vipera/templates/viper: you changed it"))
        #expect(second.stdout.contains("Unchanged template 'mvvm'"))
        #expect(try String(contentsOf: manifest, encoding: .utf8).hasSuffix("# ours\n"))
    }
}
