import Foundation
import TestSupport
import Testing

@Suite struct TemplatesCommandTests {
    @Test func listsBuiltInUserAndProjectTemplates() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("{module}\n", to: "home/.vipera/Templates/Classic/{module}.txt")
        try TemplateSourceTests.writeStencilTemplate(in: sandbox, at: "project/.vipera/templates/Screen")
        let result = try sandbox.run("templates", "list")
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(result)")
        #expect(lines[0].hasPrefix("Screen   A screen [profile viper, project: "))
        #expect(lines[1].hasPrefix("Classic  (no summary) [user: "))
        let builtIn = [
            ("bc", "BusinessController screen"), ("moa", "Module-Oriented Architecture (MOA) module"), ("mvvm", "Layered MVVM screen"),
            ("silver", "SILVER module"), ("viper", "VIPER module with a Builder"),
        ]
        for (line, (name, summary)) in zip(lines.dropFirst(2), builtIn) {
            #expect(line.hasPrefix(name.padding(toLength: 9, withPad: " ", startingAt: 0) + summary), "\(line)")
            #expect(line.hasSuffix("[profile \(name), built-in]"), "\(line)")
        }
        let json = try sandbox.run("templates", "list", "--json")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(decoded?.map { $0["name"] as? String } == ["Screen", "Classic"] + builtIn.map(\.0))
        #expect(decoded?.map { $0["source"] as? String } == ["project", "user"] + Array(repeating: "built-in", count: builtIn.count))
    }

    /// A Generamba project's `Templates/` (beside its `Rambafile`), where generation looks, is
    /// where `vipera templates` looks too; a `Rambafile` that cannot be read is an error.
    @Test func listsAndShowsAGenerambaProjectsTemplates() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("project_name: Shop\n", to: "project/Rambafile")
        try sandbox.write("// {{ module }}\n", to: "project/Templates/rambler_viper/Module.swift")
        let list = try sandbox.run("templates", "list")
        #expect(
            list.status == 0 && list.stdout.hasPrefix("rambler_viper  (no summary) [project: \(sandbox.project.path)/Templates/rambler_viper]\n"), "\(list)")
        let show = try sandbox.run("templates", "show", "rambler_viper")
        #expect(show.status == 0 && show.stdout.contains("  Module.swift\n"), "\(show)")
        try sandbox.write("project_name: [Shop\n", to: "project/Rambafile")
        let broken = try sandbox.run("templates", "list")
        #expect(broken.status == 2 && broken.stderr.hasPrefix("vipera: error: \(sandbox.project.path)/Rambafile:"), "\(broken)")
    }

    /// `templates list` and `show` find what generation finds: a Generamba project's templates
    /// (next to its Rambafile) and the user's Xcode templates.
    @Test func listsAndShowsGenerambaAndXcodeTemplatesAsGenerationFindsThem() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("project_name: Shop\ncompany: Acme\ntemplates:\n- {name: swift_viper}\n", to: "project/Rambafile")
        try GenerambaTemplateFixture.write(to: sandbox.project.appendingPathComponent("Templates/swift_viper"))
        let xcode = Locations.tests("ViperaGeneratorTests/Fixtures/XcodeTemplates")
        let bundle = try #require(try FileManager.default.contentsOfDirectory(atPath: xcode.path).sorted().first { $0.hasSuffix(".xctemplate") })
        let xcodeFolder = sandbox.home.appendingPathComponent("Library/Developer/Xcode/Templates/VIPER")
        try FileManager.default.createDirectory(at: xcodeFolder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: xcode.appendingPathComponent(bundle), to: xcodeFolder.appendingPathComponent(bundle))
        let xcodeName = String(bundle.dropLast(".xctemplate".count))
        let list = try sandbox.run("templates", "list")
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.hasPrefix("swift_viper "), "\(list)")
        #expect(list.stdout.contains("project: \(sandbox.project.path)/Templates/swift_viper]\n"), "\(list)")
        #expect(list.stdout.contains("\n\(xcodeName) "), "\(list)")
        let show = try sandbox.run("templates", "show", "swift_viper")
        #expect(show.status == 0, "\(show)")
        #expect(show.stdout.contains("syntax: Generamba (Liquid)\n"), "\(show)")
        #expect(try sandbox.run("templates", "show", xcodeName).status == 0)
        // What the list shows, generation finds.
        let generated = try sandbox.run(["Login", "swift_viper", "--dry-run"] + GenerambaCommandTests.parameters)
        #expect(generated.status == 0, "\(generated)")
    }

    @Test func showsParametersAndFiles() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try TemplateSourceTests.writeStencilTemplate(in: sandbox, at: "project/.vipera/templates/Screen")
        let result = try sandbox.run("templates", "show", "Screen")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("profile: viper\n"))
        #expect(result.stdout.contains("  style: plain, fancy (default plain)\n"))
        #expect(result.stdout.contains("  tests: true or false (default false)\n"))
        #expect(result.stdout.contains("  {{module}}Screen.swift\n"))
    }

    @Test func initCopiesATemplateForTheTeamAndRefusesToOverwrite() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("templates", "init", "Team")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles.contains(".vipera/templates/Team/template.yml"))
        #expect(sandbox.projectFiles.contains(".vipera/templates/Team/Interfaces/{{module}}View.swift"))
        let again = try sandbox.run("templates", "init", "Team")
        #expect(again.status == 3)
        #expect(again.stderr.contains("already exists"))
        let generated = try sandbox.run("Cart", "Team", "--quiet")
        #expect(generated.status == 0, "\(generated)")
        #expect(sandbox.projectFiles.contains("Cart/Interfaces/CartView.swift"))
        let global = try sandbox.run("templates", "init", "Mine", "--from", "Team", "--global")
        #expect(global.status == 0, "\(global)")
        #expect(FileManager.default.fileExists(atPath: sandbox.home.appendingPathComponent(".vipera/templates/Mine/template.yml").path))
    }
}
