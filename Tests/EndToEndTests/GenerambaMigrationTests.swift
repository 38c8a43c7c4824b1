import Foundation
import TestSupport
import Testing

/// Teams coming from Generamba get what Generamba wrote: their Rambafile read, their installed
/// templates found, custom parameters as strings, and the `.rambaspec` read as Generamba did.
@Suite struct GenerambaMigrationTests {
    /// A Generamba template `Templates/<name>` next to a Rambafile, with `files` by path.
    static func project(_ files: [String: String], name: String = "tiny_viper") throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            project_name: Shop
            company: Shop Ltd
            prefix: SH
            xcodeproj_path: Shop.xcodeproj
            project_file_path: Shop/Modules
            project_targets:
            - Shop
            test_file_path: ShopTests/Modules
            test_targets:
            - ShopTests
            templates:
            - {name: \(name)}
            catalogs:
            - 'https://github.com/rambler-digital-solutions/generamba-catalog'

            """, to: "project/Rambafile")
        for (path, text) in files { try sandbox.write(text, to: "project/Templates/\(name)/\(path)") }
        return sandbox
    }

    static let rambaspec = """
        name: "tiny_viper"
        code_files:
        - {name: View/ViewController.swift, path: Code/View/ViewController.swift.liquid}
        - {name: Assembly}
        {% if custom_parameters.tests == "true" %}
        test_files:
        - {name: Tests.swift, path: Code/tests.swift.liquid}
        {% endif %}

        """

    @Test func theRambafileAndItsTemplatesFolderAreReadWithNoOtherSetup() throws {
        let sandbox = try Self.project([
            "tiny_viper.rambaspec": Self.rambaspec,
            // Generamba on macOS found this file under a path that differs in letter case.
            "code/view/viewcontroller.swift.liquid":
                "// {{ module_info.project_name }} {{ developer.company }} {{ module_info.project_targets | join: \",\" }}\n",
            "Code/tests.swift.liquid": "// {{ module_info.test_targets | first }}\n",
        ])
        defer { sandbox.remove() }
        let source = Locations.tests("XcodeProjectTests/Fixtures/Shop56/Shop.xcodeproj")
        try FileManager.default.copyItem(at: source, to: sandbox.project.appendingPathComponent("Shop.xcodeproj"))
        let result = try sandbox.run("Login", "tiny_viper", "--param", "tests=true")
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.read("Shop/Modules/Login/View/SHLoginViewController.swift") == "// Shop Shop Ltd Shop\n")
        #expect(try sandbox.read("ShopTests/Modules/Login/SHLoginTests.swift") == "// ShopTests\n")
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: sandbox.project.appendingPathComponent("Shop/Modules/Login/Assembly").path, isDirectory: &isDirectory)
                && isDirectory.boolValue)
        #expect(result.stdout.hasSuffix("Shop.xcodeproj: added 2 file references (1 in Shop, 1 in ShopTests), 4 groups\n"), "\(result)")
    }

    @Test func customParametersAreStringsAsGenerambaPassesThem() throws {
        let sandbox = try Self.project([
            "tiny_viper.rambaspec": Self.rambaspec,
            "Code/View/ViewController.swift.liquid": "{% if custom_parameters.tests == true %}bool{% else %}string{% endif %}\n",
            "Code/tests.swift.liquid": "t\n",
        ])
        defer { sandbox.remove() }
        let result = try sandbox.run("Login", "tiny_viper", "--param", "tests=true", "--no-project")
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.read("Shop/Modules/Login/View/SHLoginViewController.swift") == "string\n")
        #expect(sandbox.projectFiles.contains("ShopTests/Modules/Login/SHLoginTests.swift"))
    }

    @Test func theRambaspecNamedAfterTheTemplateIsTheOneOfSeveral() throws {
        let sandbox = try Self.project([
            "tiny_viper.rambaspec": Self.rambaspec,
            "old.rambaspec": "name: old\ncode_files:\n- {name: Old.swift, path: nowhere.liquid}\n",
            "Code/View/ViewController.swift.liquid": "v\n",
            "Code/tests.swift.liquid": "t\n",
        ])
        defer { sandbox.remove() }
        let result = try sandbox.run("Login", "tiny_viper", "--param", "tests=false", "--no-project")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles.contains("Shop/Modules/Login/View/SHLoginViewController.swift"))
    }

    @Test func aPathMatchingSeveralFilesIgnoringCaseIsAnError() throws {
        let sandbox = try Self.project([
            "tiny_viper.rambaspec": Self.rambaspec,
            "code/view/viewcontroller.swift.liquid": "a\n",
            "Code/view/ViewController.swift.liquid.bak": "b\n",
            "CODE/VIEW/VIEWCONTROLLER.SWIFT.LIQUID": "c\n",
            "Code/tests.swift.liquid": "t\n",
        ])
        defer { sandbox.remove() }
        let result = try sandbox.run("Login", "tiny_viper", "--param", "tests=false", "--no-project")
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr.contains("tiny_viper.rambaspec:3: 'Code/View/ViewController.swift.liquid' matches several files when letter case is ignored"),
            "\(result)")
        #expect(sandbox.projectFiles.allSatisfy { $0 == "Rambafile" || $0.hasPrefix("Templates/") })
    }
}
