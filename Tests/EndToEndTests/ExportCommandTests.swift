import Foundation
import TestSupport
import Testing

/// `vipera templates export <name> --xcode [<dir>]` from the command line.
@Suite struct ExportCommandTests {
    @Test func exportsIntoXcodesFolderByDefaultAndTheBundleGenerates() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("templates", "export", "silver", "--xcode")
        #expect(result.status == 0, "\(result)")
        let bundle = sandbox.home.appendingPathComponent("Library/Developer/Xcode/Templates/vipera/silver.xctemplate")
        #expect(
            result.stdout == """
                Exported template 'silver' to \(bundle.path): 2 folders, 18 files
                options: moduleName (text), sharedTypes (checkbox)
                left out: appModule (it changes nothing in the module's files)
                not exported: the test files (Tests/); Xcode adds a file template's files to one target

                """)
        let files = TemporaryDirectory.files(in: bundle)
        // sharedTypes on: its folder; off (no popup, no checkbox on): the top of the bundle.
        #expect(
            files.filter { $0.hasPrefix("sharedTypes/") && !$0.contains("___FILEBASENAME___") } == [
                "sharedTypes/Module.swift", "sharedTypes/ServiceLocator.swift",
            ])
        #expect(files.contains("___FILEBASENAME___Router.swift") && files.contains("sharedTypes/___FILEBASENAME___Router.swift"))
        #expect(!files.contains("Module.swift"))
        let generated = try sandbox.run("Login", "--template-dir", bundle.path, "--param", "sharedTypes=false", "--quiet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("Login/LoginRouter.swift"), "\(sandbox.projectFiles)")
        #expect(!sandbox.projectFiles.contains { $0.hasPrefix("Tests/") })
    }

    @Test func aTemplateXcodeCannotExpressIsRefusedAndNothingIsWritten() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("templates", "export", "moa", "--xcode", "out")
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr.contains(
                "template 'moa' cannot be exported to Xcode: parameter 'storyboard' is free text the template branches on at Templates/moa/{{module}}Wireframe.swift:123"
            ), "\(result)")
        #expect(sandbox.projectFiles.isEmpty)
        try sandbox.write("parameters:\n  - name: storyboard\n    default: Main\n", to: "project/.vipera/templates/T/template.yml")
        try sandbox.write("{% if storyboard %}\nlet flag = true\n{% endif %}\n", to: "project/.vipera/templates/T/{{module}}.swift")
        let before = sandbox.projectFiles
        let branching = try sandbox.run("templates", "export", "T", "--xcode", "out")
        #expect(branching.status == 2, "\(branching)")
        #expect(
            branching.stderr == "vipera: error: \(sandbox.project.path)/.vipera/templates/T: template 'T' cannot be exported to Xcode: parameter 'storyboard' "
                + "is free text the template branches on at \(sandbox.project.path)/.vipera/templates/T/{{module}}.swift:1 ({% if storyboard %}), "
                + "which an Xcode text option cannot express\n", "\(branching)")
        #expect(sandbox.projectFiles == before)
        let noFormat = try sandbox.run("templates", "export", "viper")
        #expect(noFormat.status != 0)
        #expect(noFormat.stderr.hasPrefix("vipera: error: say which format to export to: --xcode\n"), "\(noFormat)")
    }

    /// A choice value becomes a folder of the bundle: one that would lead out of it is refused,
    /// as every path vipera writes, and nothing is written anywhere.
    @Test(arguments: ["..", "../../../x", "a/../../b"])
    func aChoiceValueLeavingTheBundleIsRefused(value: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "summary: t\nparameters:\n  - name: kind\n    type: choice\n    choices: [\"\(value)\", ok]\n    default: ok\n",
            to: "project/.vipera/templates/T/template.yml")
        try sandbox.write("let kind = \"{{ kind }}\"\n", to: "project/.vipera/templates/T/{{module}}.swift")
        let before = TreeSnapshot(of: sandbox.root.url)
        let result = try sandbox.run("templates", "export", "T", "--xcode", "out")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr == "vipera: error: refusing to write '\(value)/___FILEBASENAME___.swift': '..' is not allowed in a generated path\n", "\(result)")
        #expect(TreeSnapshot(of: sandbox.root.url) == before)
    }
}
