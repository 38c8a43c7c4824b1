import Foundation
import TestSupport
import Testing

@testable import XcodeProject

/// Every project file among the fixtures, read and written back in process: unedited it comes
/// back byte for byte, the parser's ranges hold exactly the text they stand for, and an edit
/// reads back with nothing but its additions.
@Suite struct RoundTripTests {
    /// The fixtures' project files, relative to `ProjectEditorTests.fixtures`.
    static let projectFiles = TemporaryDirectory.files(in: ProjectEditorTests.fixtures).filter { $0.hasSuffix("/project.pbxproj") }

    /// The project file `file` (one of `projectFiles`), its bytes and its parse.
    static func load(_ file: String) throws -> (project: PBXProject, data: Data, xcodeproj: URL) {
        let url = ProjectEditorTests.fixtures.appendingPathComponent(file)
        let data = try Data(contentsOf: url)
        let xcodeproj = url.deletingLastPathComponent()
        return (try PBXProject(text: String(decoding: data, as: UTF8.self), xcodeproj: xcodeproj), data, xcodeproj)
    }

    @Test func everyProjectFormatIsAFixture() {
        #expect(Self.projectFiles.count == 10)
        let versions = Set(Self.projectFiles.compactMap { file in (try? Self.load(file))?.project.root["objectVersion"]?.string })
        #expect(versions == ["46", "50", "54", "55", "56", "60", "70", "77"])
    }

    @Test(arguments: projectFiles)
    func anUneditedProjectIsWrittenBackByteForByte(file: String) throws {
        let (project, data, _) = try Self.load(file)
        let editor = ProjectEditor(project: project)
        #expect(!editor.hasChanges)
        #expect(Data(editor.editedText().utf8) == data)
    }

    /// The whole list, each object and each string of an object (bare or quoted, as written)
    /// sit where the parser says.
    @Test(arguments: projectFiles)
    func everyRangeHoldsTheTextOfWhatItStandsFor(file: String) throws {
        let (project, data, _) = try Self.load(file)
        let bytes = Array(data)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        #expect(text(project.root.range).hasPrefix("{") && text(project.root.range).hasSuffix("}"))
        let entries = try #require(project.objectsNode.entries)
        #expect(entries.count == project.objects.count)
        for entry in entries {
            let whole = text(entry.range)
            #expect(whole.hasPrefix(entry.key) && whole.hasSuffix(";"), "\(file): \(whole)")
            #expect(text(entry.value.range).hasPrefix("{") && text(entry.value.range).hasSuffix("}"), "\(file): \(whole)")
            for field in entry.value.entries ?? [] {
                guard let string = field.value.string else { continue }
                let quoted = PlistText.quoted(string)
                let written = [string, quoted.hasPrefix("\"") ? quoted : "\"\(string)\""]
                #expect(written.contains(text(field.value.range)), "\(file): \(text(field.range))")
            }
        }
    }

    /// A Swift file in a new folder of the app's sources: the edit only inserts lines, the
    /// edited project reads back with one object per change and the file referenced, and adding
    /// the file again changes nothing. A synchronized folder (Xcode 16) is left to Xcode.
    @Test(arguments: projectFiles)
    func anEditReadsBackWithOnlyItsAdditions(file: String) throws {
        let (project, data, xcodeproj) = try Self.load(file)
        let app = try #require(project.targets.first { $0.isApplication })
        let added = project.sourceRoot.appendingPathComponent("\(app.name)/Modules/Probe/ProbeView.swift")
        var editor = ProjectEditor(project: project)
        let outcome = try editor.add(added, to: app)
        let edited = editor.editedText()
        guard outcome == .added else {
            #expect(outcome == .synchronized(folder: app.name, excludedFrom: []), "\(file)")
            #expect(!editor.hasChanges && Data(edited.utf8) == data)
            return
        }
        let original = String(decoding: data, as: UTF8.self)
        #expect(edited != original && InsertedLines.removing(from: edited, original: original) == original)
        #expect(editor.changes.last == .buildFile(name: "ProbeView.swift", target: app.name, phase: "Sources"))
        let reparsed = try PBXProject(text: edited, xcodeproj: xcodeproj)
        #expect(reparsed.objects.count == project.objects.count + editor.changes.count)
        var again = ProjectEditor(project: reparsed)
        #expect(try again.add(added, to: app) == .alreadyReferenced)
        #expect(!again.hasChanges && again.editedText() == edited)
    }
}
