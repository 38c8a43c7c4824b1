import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// `.xctemplate` bundles (the fixtures under `Fixtures/XcodeTemplates`) rendered through the
/// generator as Xcode's New File dialog would render them.
@Suite struct XcodeTemplateTests {
    static let fixtures = Locations.tests("ViperaGeneratorTests/Fixtures/XcodeTemplates")

    /// Plans `module` from fixture `bundle` in a project whose `.vipera.yml` is `projectFile`:
    /// the template used and the rendered texts by path.
    static func plan(
        _ bundle: String, module: String = "Login", parameters: [String: String] = [:],
        projectFile: String = "project: Shop\ncompany: Acme\n", templateFolder: URL? = nil
    ) throws -> (template: Template, files: [String: String]) {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(projectFile, to: ".vipera.yml")
        let generator = Generator(workingDirectory: folder.url, environment: [:])
        let request = GenerationRequest(
            module: module, parameters: parameters, author: "Jane Doe",
            date: ISO8601DateFormatter().date(from: "2026-03-09T12:00:00Z"),
            templateDirectory: templateFolder ?? fixtures.appendingPathComponent(bundle)
        )
        let prepared = try generator.plan(request)
        #expect(prepared.plan.entries.allSatisfy { $0.status == .new })
        return (
            prepared.template,
            Dictionary(
                uniqueKeysWithValues: prepared.plan.entries.map {
                    ($0.displayPath, String(decoding: $0.data, as: UTF8.self))
                })
        )
    }

    @Test func theChosenFolderIsRenderedWithEveryMacroExpanded() throws {
        let (template, files) = try Self.plan("Screen.xctemplate", parameters: ["interface": "XIB", "complex": "Interactor"])
        #expect(template.name == "Screen")
        #expect(files.keys.sorted() == ["Login/LoginInteractor.swift", "Login/LoginViewController.swift", "Login/LoginViewController.xib"])
        #expect(
            files["Login/LoginViewController.swift"] == """
                //
                //  LoginViewController.swift
                //  Shop
                //
                //  Created by Jane Doe on 2026-03-09.
                //  Copyright © 2026 Acme. All rights reserved.
                //

                import UIKit

                final class LoginViewController: UIViewController {
                    static let analyticsName = "Login screen"
                    static let fileName = "LoginViewController"
                    let interactor = LoginInteractor()

                    init() {
                        super.init(nibName: "LoginViewController", bundle: nil)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) is not used")
                    }
                }

                """)
        #expect(try #require(files["Login/LoginViewController.xib"]).contains(#"customClass="LoginViewController" customModuleProvider="target"/>"#))
    }

    @Test func everyCombinationOfPopupsSelectsItsFolder() throws {
        let expected: [String: [String]] = [
            "XIB Simple": ["LoginViewController.swift", "LoginViewController.xib"],
            "XIB Interactor": ["LoginInteractor.swift", "LoginViewController.swift", "LoginViewController.xib"],
            "None Simple": ["LoginViewController.swift"],
            "None Interactor": ["LoginInteractor.swift", "LoginViewController.swift"],
        ]
        for (combination, names) in expected {
            let values = combination.split(separator: " ").map(String.init)
            let (_, files) = try Self.plan("Screen.xctemplate", parameters: ["interface": values[0], "complex": values[1]])
            #expect(files.keys.sorted() == names.map { "Login/\($0)" }, "\(combination)")
        }
    }

    @Test func optionsBecomeParametersWithThePlistsDefaults() throws {
        let (template, files) = try Self.plan("Screen.xctemplate", parameters: ["screenName": "Sign-in"])
        #expect(template.manifest.summary == "A screen, with an interactor or without")
        guard case .xcode(let info) = template.kind else { throw XcodeKindExpected() }
        #expect(info.moduleOption == "moduleName")
        let parameters = template.manifest.parameters
        #expect(parameters.map(\.name) == ["interface", "complex", "screenName"])
        #expect(parameters.map(\.kind) == [.choice(["XIB", "None"]), .choice(["Simple", "Interactor"]), .string])
        #expect(parameters.map(\.defaultValue) == ["None", "Interactor", "___VARIABLE_moduleName:identifier___ screen"])
        #expect(parameters.map(\.description) == ["Where the view is laid out", "Complexity", "Analytics name"])
        #expect(files.keys.sorted() == ["Login/LoginInteractor.swift", "Login/LoginViewController.swift"])
        #expect(try #require(files["Login/LoginViewController.swift"]).contains(#"static let analyticsName = "Sign-in""#))
    }

    @Test func aCheckboxNamesTheFolderWhenOnAndRequiredOptionsLeaveOutAnOptionThatDoesNotApply() throws {
        let withXIB = try Self.plan(
            "Cell.xctemplate", module: "PhotoCell", parameters: ["cellType": "Collection", "device": "iPad"],
            projectFile: "project: My Shop & Co\n")
        guard case .xcode(let info) = withXIB.template.kind else { throw XcodeKindExpected() }
        #expect(info.moduleOption == "productName")
        #expect(withXIB.template.manifest.parameters.map(\.kind) == [.choice(["Table", "Collection"]), .bool, .choice(["iPhone", "iPad"])])
        #expect(withXIB.files.keys.sorted() == ["PhotoCell/PhotoCell.swift", "PhotoCell/PhotoCell.xib"])
        #expect(
            withXIB.files["PhotoCell/PhotoCell.swift"] == """
                // PhotoCell.swift (WithXIBiPad)
                import UIKit

                final class PhotoCell: UICollectionViewCell {
                    static let reuseIdentifier = "My-Shop---Co.PhotoCell-Collection"
                }

                """)
        #expect(try #require(withXIB.files["PhotoCell/PhotoCell.xib"]).contains(#"targetRuntime="iOS.CocoaTouch.iPad""#))
        let withoutXIB = try Self.plan("Cell.xctemplate", module: "PhotoCell", parameters: ["WithXIB": "false", "device": "iPad"])
        #expect(withoutXIB.files.keys.sorted() == ["PhotoCell/PhotoCell.swift"])
        #expect(try #require(withoutXIB.files["PhotoCell/PhotoCell.swift"]).hasPrefix("// PhotoCell.swift (code)\n"))
    }

    @Test func parametersAreCheckedAgainstTheOptions() throws {
        #expect(throws: GenerationError.invalidParameterValue(name: "interface", value: "Storyboard", accepted: "XIB, None")) {
            try Self.plan("Screen.xctemplate", parameters: ["interface": "Storyboard"])
        }
        #expect(throws: GenerationError.unknownParameter(name: "productName", template: "Screen", declared: ["interface", "complex", "screenName"])) {
            try Self.plan("Screen.xctemplate", parameters: ["productName": "Other"])
        }
        #expect(throws: GenerationError.invalidParameterValue(name: "WithXIB", value: "maybe", accepted: "true or false")) {
            try Self.plan("Cell.xctemplate", parameters: ["WithXIB": "maybe"])
        }
    }
}

/// A template that should have loaded as an Xcode template did not.
struct XcodeKindExpected: Error {}
