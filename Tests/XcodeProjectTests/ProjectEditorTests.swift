import Foundation
import TestSupport
import Testing

@testable import XcodeProject

/// Adding files keeps every byte of the project and inserts what Xcode would, where Xcode would.
@Suite struct ProjectEditorTests {
    static let fixtures = Locations.tests("XcodeProjectTests/Fixtures")

    static func load(_ name: String) throws -> (project: PBXProject, folder: URL) {
        let folder = fixtures.appendingPathComponent(name)
        let xcodeproj = try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".xcodeproj") }!
        let url = folder.appendingPathComponent(xcodeproj)
        let text = try String(contentsOf: url.appendingPathComponent("project.pbxproj"), encoding: .utf8)
        return (try PBXProject(text: text, xcodeproj: url), folder)
    }

    @Test func addsGroupsReferencesAndBuildFilesLeavingTheRestAsItWas() throws {
        let (project, folder) = try Self.load("Shop56")
        var editor = ProjectEditor(project: project)
        let app = try #require(project.targets.first { $0.name == "Shop" })
        for path in [
            "Shop/Modules/Login/Default/LoginDefaultView.swift", "Shop/Modules/Login/Interfaces/LoginView.swift",
            "Shop/Modules/Login/Login.storyboard",
        ] {
            #expect(try editor.add(folder.appendingPathComponent(path), to: app) == .added)
        }
        let edited = editor.editedText()
        #expect(InsertedLines.removing(from: edited, original: project.text) == project.text)
        let reparsed = try PBXProject(text: edited, xcodeproj: folder.appendingPathComponent("Shop.xcodeproj"))
        #expect(reparsed.objects.count == project.objects.count + 3 + 3 + 3)
    }
}
