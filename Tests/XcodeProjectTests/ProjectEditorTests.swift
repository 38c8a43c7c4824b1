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

    /// The additions, in order: the folders' groups, the file's reference and its build file in
    /// the phase its kind belongs to (none for a header).
    @Test func theChangesNameEveryAdditionAndItsPhase() throws {
        let (project, folder) = try Self.load("Shop56")
        var editor = ProjectEditor(project: project)
        let app = try #require(project.targets.first { $0.name == "Shop" })
        for path in ["Shop/Modules/Login/Default/LoginDefaultBuilder.swift", "Shop/Modules/Login/Login.storyboard", "Shop/Modules/Login/Bridge.h"] {
            #expect(try editor.add(folder.appendingPathComponent(path), to: app) == .added)
        }
        #expect(
            editor.changes.map(\.description) == [
                "group Shop/Modules/Login", "group Shop/Modules/Login/Default", "file reference Shop/Modules/Login/Default/LoginDefaultBuilder.swift",
                "build file LoginDefaultBuilder.swift in Shop (Sources)", "file reference Shop/Modules/Login/Login.storyboard",
                "build file Login.storyboard in Shop (Resources)", "file reference Shop/Modules/Login/Bridge.h",
            ])
        #expect(editor.editedText().contains("lastKnownFileType = file.storyboard; path = Login.storyboard; sourceTree = \"<group>\"; };\n"))
    }

    /// A file the project references, or this edit already added, is not added again.
    @Test func aReferencedFileIsNotAddedAgain() throws {
        let (project, folder) = try Self.load("Shop56")
        var editor = ProjectEditor(project: project)
        let app = try #require(project.targets.first { $0.name == "Shop" })
        #expect(try editor.add(folder.appendingPathComponent("Shop/Modules/Cart/CartView.swift"), to: app) == .alreadyReferenced)
        #expect(!editor.hasChanges)
        let login = folder.appendingPathComponent("Shop/Modules/Login/LoginView.swift")
        #expect(try editor.add(login, to: app) == .added)
        #expect(try editor.add(login, to: app) == .alreadyReferenced)
        #expect(editor.changes.filter { $0 == .fileReference("Shop/Modules/Login/LoginView.swift") }.count == 1)
    }

    /// A group that has a name but no path (Shop46's `Modules`) stands for its folder by name.
    @Test func aGroupWithoutAPathIsReusedByItsName() throws {
        let (project, folder) = try Self.load("Shop46")
        var editor = ProjectEditor(project: project)
        let app = try #require(project.targets.first { $0.name == "Shop" })
        #expect(try editor.add(folder.appendingPathComponent("Shop/Modules/Login/LoginView.swift"), to: app) == .added)
        #expect(editor.changes.first == .group("Shop/Modules/Login"))
        let edited = editor.editedText()
        #expect(edited.contains("\t\t\t);\n\t\t\tname = Login;\n\t\t\tpath = Modules/Login;\n\t\t\tsourceTree = \"<group>\";\n"), "\(edited)")
        #expect(!edited.contains("path = Modules;"))
    }

    /// A file in a synchronized folder (Xcode 16) is left to Xcode, with the targets the
    /// folder's exceptions leave it out of.
    @Test func aSynchronizedFolderIsLeftToXcode() throws {
        let (project, folder) = try Self.load("Notes77")
        var editor = ProjectEditor(project: project)
        let app = try #require(project.targets.first { $0.name == "Notes" })
        let tests = try #require(project.targets.first { $0.name == "NotesTests" })
        #expect(
            try editor.add(folder.appendingPathComponent("Notes/Modules/Login/Default/LoginDefaultView.swift"), to: app)
                == .synchronized(folder: "Notes", excludedFrom: ["Notes"]))
        #expect(
            try editor.add(folder.appendingPathComponent("NotesTests/LoginTests/LoginTests.swift"), to: tests)
                == .synchronized(folder: "NotesTests", excludedFrom: []))
        #expect(!editor.hasChanges && editor.changes.isEmpty && editor.editedText() == project.text)
    }

    /// A resource for a target without a Resources phase is refused, naming both.
    @Test func aTargetWithoutThePhaseIsRefused() throws {
        let (project, folder) = try Self.load("Shop56")
        var editor = ProjectEditor(project: project)
        let tests = try #require(project.targets.first { $0.name == "ShopTests" })
        #expect(throws: ProjectEditor.Failure(message: "target 'ShopTests' has no Resources build phase for ShopTests/Login.storyboard")) {
            try editor.add(folder.appendingPathComponent("ShopTests/Login.storyboard"), to: tests)
        }
    }

    /// The targets in the project's order, with what they build.
    @Test func theTargetsAreReadInOrder() throws {
        let (project, _) = try Self.load("Shop60")
        #expect(project.targets.map(\.name) == ["Shop", "ShopTests", "ShopLite"])
        #expect(project.targets.map(\.isApplication) == [true, false, true])
        #expect(project.targets.map(\.isTestBundle) == [false, true, false])
    }

    /// A project file vipera cannot read is refused with the line where there is one.
    @Test(arguments: [
        ("objectVersion = 56;", "objectVersion = 56", PBXProject.Failure(line: 7, message: "expected ';'")),
        (
            "objectVersion = 56;", "objectVersion = 99;",
            PBXProject.Failure(
                line: 6,
                message: "its objectVersion 99 is a project format vipera does not know (it edits 46 to 77, Xcode 3.2 to 16), so it was left alone; "
                    + "add the files in Xcode, or run vipera with --no-project")
        ),
        ("\tobjects = {", "\tthings = {", PBXProject.Failure(line: nil, message: "it has no 'objects'")),
        ("rootObject = 1A", "rootObject = 2A", PBXProject.Failure(line: nil, message: "its 'rootObject' is not a PBXProject")),
    ])
    func anUnreadableProjectIsRefused(original: String, replacement: String, failure: PBXProject.Failure) throws {
        let (project, folder) = try Self.load("Shop56")
        #expect(project.text.contains(original))
        let broken = project.text.replacingOccurrences(of: original, with: replacement)
        #expect(throws: failure) { try PBXProject(text: broken, xcodeproj: folder.appendingPathComponent("Shop.xcodeproj")) }
    }
}
