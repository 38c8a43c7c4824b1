import Foundation
import TestSupport
import Testing

/// Every bad input ends with a message naming it, a documented exit code, and nothing written.
@Suite struct BadInputTests {
    @Test(arguments: [
        ("Log/in", "vipera: error: invalid module name 'Log/in': it contains a path separator"),
        ("..", "vipera: error: invalid module name '..': it contains '..'"),
        ("9Lives", "vipera: error: invalid module name '9Lives': its character '9' (U+0039 DIGIT NINE) cannot start a Swift identifier"),
        ("my-module", "vipera: error: invalid module name 'my-module': its character '-' (U+002D HYPHEN-MINUS) cannot be part of a Swift identifier"),
        (
            "Caf\u{301}\u{2022}",
            "vipera: error: invalid module name 'Caf\u{301}\u{2022}': its character '•' (U+2022 BULLET) cannot be part of a Swift identifier"
        ),
        ("protocol", "vipera: error: invalid module name 'protocol': 'Protocol' is a Swift keyword"),
    ])
    func refusesModuleNames(name: String, message: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("generate", name)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix(message), "\(result)")
        #expect(sandbox.projectFiles.isEmpty)
    }

    @Test func unknownTemplateListsTheAvailableOnes() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("x\n", to: "home/.vipera/Templates/Mine/x.txt")
        let result = try sandbox.run("Login", "Nope")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "vipera: error: template 'Nope' not found. Templates: Mine, bc, moa, mvvm, silver, viper (`vipera templates list` shows where each is)\n")
        let close = try sandbox.run("Login", "viepr")
        #expect(close.stderr.hasPrefix("vipera: error: template 'viepr' not found. Did you mean 'viper'? Templates: "), "\(close)")
    }

    /// vipera 1.x's default template, `~/.vipera/Templates/Default`, that cannot be read is an
    /// error naming it, not passed over for the built-in template.
    @Test(arguments: [
        ("Default", "too many levels of symbolic links"), ("Gone", "does not exist"),
    ])
    func aUserDefaultTemplateLinkThatCannotBeFollowedIsAnError(target: String, reason: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let templates = sandbox.home.appendingPathComponent(".vipera/Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent("Default").path, withDestinationPath: target)
        let before = TreeSnapshot(of: sandbox.root.url)
        let result = try sandbox.run("Login")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr == "vipera: error: \(templates.path)/Default: is a symbolic link that cannot be followed: \(reason)\n", "\(result)")
        #expect(TreeSnapshot(of: sandbox.root.url) == before)
    }

    @Test func parameterErrors() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try TemplateSourceTests.writeStencilTemplate(in: sandbox, at: "project/.vipera/templates/Screen")
        let cases: [([String], String)] = [
            (["--param", "colour=red"], "vipera: error: template 'Screen' has no parameter 'colour' (it declares: style, tests)"),
            (["--param", "style=ugly"], "vipera: error: parameter 'style' does not accept 'ugly' (accepted: plain, fancy)"),
            (["--param", "tests=maybe"], "vipera: error: parameter 'tests' does not accept 'maybe' (accepted: true or false)"),
            (["--param", "style"], "vipera: error: parameter 'style' must be written key=value"),
        ]
        for (arguments, message) in cases {
            let result = try ProcessResult.run(
                Locations.vipera, ["Login", "Screen"] + arguments, in: sandbox.project,
                environment: ["HOME": sandbox.home.path])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.hasPrefix(message), "\(result)")
        }
        #expect(sandbox.projectFiles.allSatisfy { $0.hasPrefix(".vipera/") })
    }

    @Test func undefinedVariableNamesTheTemplateFileAndLine() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("summary: typo\n", to: "project/.vipera/templates/Typo/template.yml")
        try sandbox.write("a {{ module }}\n", to: "project/.vipera/templates/Typo/A.swift")
        try sandbox.write("line 1\nline 2 {{ modul }}\n", to: "project/.vipera/templates/Typo/B.swift")
        let result = try sandbox.run("Login", "Typo")
        #expect(result.status == 2, "\(result)")
        let file = sandbox.project.appendingPathComponent(".vipera/templates/Typo/B.swift").path
        #expect(result.stderr == "vipera: error: \(file):2: undefined variable 'modul' in '{{ modul }}'\n")
        #expect(!sandbox.projectFiles.contains { $0.hasPrefix("Login") })
    }

    @Test func stencilSyntaxErrorNamesTheTemplateFileAndLine() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("summary: broken\n", to: "project/.vipera/templates/Broken/template.yml")
        try sandbox.write("ok\n{% if module %}\nnever closed\n", to: "project/.vipera/templates/Broken/A.swift")
        let result = try sandbox.run("Login", "Broken")
        #expect(result.status == 2, "\(result)")
        let file = sandbox.project.appendingPathComponent(".vipera/templates/Broken/A.swift").path
        #expect(result.stderr.hasPrefix("vipera: error: \(file):2: "), "\(result)")
    }

    @Test func leftoverLegacyPlaceholderNamesTheTemplateFileAndLine() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("// {module}\n// {moduel}\n", to: "home/.vipera/Templates/Old/{module}.swift")
        let result = try sandbox.run("Login", "Old")
        #expect(result.status == 2, "\(result)")
        let file = sandbox.home.appendingPathComponent(".vipera/Templates/Old/{module}.swift").path
        #expect(result.stderr.hasPrefix("vipera: error: \(file):2: unknown placeholder '{moduel}'"), "\(result)")
        #expect(sandbox.projectFiles.isEmpty)
    }

    @Test func renderedPathsCannotLeaveTheOutputFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("parameters:\n  - name: folder\n", to: "project/.vipera/templates/Escape/template.yml")
        try sandbox.write("x\n", to: "project/.vipera/templates/Escape/{{ folder }}/evil.swift")
        let result = try sandbox.run("Login", "Escape", "--param", "folder=..")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("vipera: error: refusing to write '../evil.swift': '..' is not allowed"), "\(result)")
        let absolute = try sandbox.run("Login", "Escape", "--param", "folder=/tmp")
        #expect(absolute.status == 2, "\(absolute)")
        #expect(absolute.stderr.contains("absolute path"), "\(absolute)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.path("evil.swift").path))
    }

    @Test func symlinksCannotLeadOutOfTheOutputFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let outside = sandbox.root.path("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: sandbox.project.appendingPathComponent("Login"), withDestinationURL: outside)
        let result = try sandbox.run("Login")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("would leave the output folder"), "\(result)")
        #expect(TemporaryDirectory.files(in: outside).isEmpty)
    }

    @Test func malformedProjectFileNamesTheLine() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let file = try sandbox.write("author: Jane\ntemplates: viper\n", to: "project/.vipera.yml")
        let result = try sandbox.run("Login")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("vipera: error: \(file.path):2: unknown key 'templates' in the file"), "\(result)")
        #expect(sandbox.projectFiles == [".vipera.yml"])
    }

    @Test func aFileWhereAFolderWouldGoIsRefusedBeforeWriting() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("not a folder\n", to: "project/Login/Default")
        let result = try sandbox.run("Login")
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr == "vipera: error: refusing to write 'Login/Default/LoginDefaultView.swift': "
                + "a file exists where the folder 'Login/Default' would go\n", "\(result)")
        #expect(sandbox.projectFiles == ["Login/Default"])
    }
}
