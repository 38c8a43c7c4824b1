import Foundation
import ViperaCore
import ViperaSupport
import XcodeProject

/// Which project and targets generated files are added to (`--project`, `--target`,
/// `--test-target`, or `.vipera.yml`'s `xcodeproj`, `target`, `test_target`).
public struct ProjectOptions: Sendable {
    public var project: URL?
    public var target: String?
    public var testTarget: String?
    /// What the write does with conflicting files: with `.skip`, a new file that would declare a
    /// type that exists already is not written, so it is not added either.
    public var policy: ConflictPolicy

    public init(project: URL? = nil, target: String? = nil, testTarget: String? = nil, policy: ConflictPolicy = .refuse) {
        self.project = project
        self.target = target
        self.testTarget = testTarget
        self.policy = policy
    }
}

extension Generator {
    /// The Xcode project update that adds `plan`'s files (module files to the app target, test
    /// files to the unit-test target); one that says why when there is no project to edit; `nil`
    /// in a Swift package, which builds what its folders hold.
    public func projectUpdate(for plan: GenerationPlan, options: ProjectOptions) throws(GenerationError) -> ProjectUpdate? {
        let projectFile: ProjectFile?
        let rambafile: Rambafile?
        do {
            projectFile = try ProjectFile.load(from: workingDirectory)
            rambafile = try Rambafile.load(from: workingDirectory)
        } catch { throw .configuration(error) }
        let given =
            options.project.map(resolve) ?? projectFile.flatMap { file in file.xcodeproj.map(file.directory.resolving) }
            ?? rambafile.flatMap { file in file.xcodeprojPath.map(file.directory.resolving) }
        // A module that is a Swift package of its own (its template writes a Package.swift) is
        // built by that package: an app target compiling its files would compile the manifest too.
        if let manifest = plan.entries.first(where: { !$0.isTest && !$0.isFolder && $0.url.lastPathComponent == "Package.swift" }) {
            return ProjectUpdate(
                notAdded: "the module is a Swift package of its own (\(manifest.displayPath)), which no app target compiles; "
                    + "add it to the Xcode project as a local package")
        }
        // The folder holding the module's files (the module folder), where the search upwards starts.
        let folders = plan.entries.filter { !$0.isTest }.map { $0.url.deletingLastPathComponent().pathComponents }
        guard var common = folders.first ?? plan.entries.first.map({ $0.url.pathComponents }) else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        let output = URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
        let xcodeproj: URL
        switch try XcodeProjectLocator(workingDirectory: workingDirectory, environment: environment).locate(given: given, output: output) {
        case .project(let found): xcodeproj = found
        case .package: return nil
        case .nothing(let reason): return ProjectUpdate(notAdded: reason)
        }
        let shown = display(xcodeproj)
        let pbxproj = xcodeproj.appendingPathComponent("project.pbxproj")
        // The edited file must stay inside the project's folder, as every file vipera writes.
        let location = try OutputLocation(root: xcodeproj) { display(URL(fileURLWithPath: $0)) }
        let checked = try location.path(for: pbxproj.lastPathComponent, below: location.rootPath)
        // Taken before reading: a change made meanwhile makes the write refuse the edit.
        let found = FileIdentity.of(following: checked.path)
        let project = try Self.parse(pbxproj, xcodeproj: xcodeproj, shown: shown)
        let choice = TargetChoice(project: project, shown: shown)
        let target = try choice.target(named: options.target ?? projectFile?.target ?? rambafile?.projectTargets.first)
        let testTarget =
            plan.entries.contains(where: \.isTest)
            ? try choice.testTarget(named: options.testTarget ?? projectFile?.testTarget ?? rambafile?.testTargets.first, testing: target) : nil
        var editor = ProjectEditor(project: project)
        var notes: [String] = []
        // Files not written (their types declared already, or kept out by --skip-existing) are not added.
        var added = plan.entries.filter { entry in
            !entry.isFolder && entry.status != .declared && !(options.policy == .skip && entry.status == .new && entry.isConflict)
        }
        let tests = added.filter(\.isTest)
        if testTarget == nil, !tests.isEmpty {
            added.removeAll(where: \.isTest)
            notes.append(
                "\(tests.count) test files were written but added to no target: the project has no unit-test target "
                    + "(UI-test bundles are not candidates); name one with --test-target or `test_target:` in .vipera.yml")
        }
        for entry in added {
            let outcome: ProjectEditor.Outcome
            do { outcome = try editor.add(entry.url, to: entry.isTest ? testTarget : target) } catch {
                throw .project(path: shown, reason: error.message)
            }
            if case .synchronized(let folder, let excluded) = outcome {
                if !notes.contains(where: { $0.hasPrefix("in the synchronized folder '\(folder)'") }) {
                    notes.append("in the synchronized folder '\(folder)', which Xcode reads itself")
                }
                notes += excluded.map { "\(entry.displayPath) is excluded from target '\($0)' by the folder's exceptions" }
            }
        }
        guard editor.hasChanges else { return ProjectUpdate(project: shown, entry: nil, changes: [], notes: notes) }
        let entry = GenerationPlan.Entry(
            displayPath: display(pbxproj), url: checked.url, path: checked.path, data: Data(editor.editedText().utf8), status: .update, found: found
        )
        return ProjectUpdate(project: shown, entry: entry, changes: editor.changes, notes: notes)
    }

    private static func parse(_ pbxproj: URL, xcodeproj: URL, shown: String) throws(GenerationError) -> PBXProject {
        let text: String
        do { text = try FileReading.text(atPath: pbxproj.path) } catch {
            throw .project(path: pbxproj.path + (error.line.map { ":\($0)" } ?? ""), reason: error.description)
        }
        do { return try PBXProject(text: text, xcodeproj: xcodeproj) } catch {
            throw .project(path: pbxproj.path + (error.line.map { ":\($0)" } ?? ""), reason: error.message)
        }
    }
}
