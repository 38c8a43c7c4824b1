import Foundation
import ViperaSupport
import XcodeProject

/// The Xcode project a project's modules are in and the targets that compile them: the project
/// found from the modules' folder upwards (as generation finds it), the target compiling most of
/// the modules' Swift files, and the one compiling most of their tests.
struct ProjectTargets {
    /// The `.xcodeproj`, relative to the root.
    let project: String
    /// Whether it is the only one below the root, none being found from the output folder upwards.
    let isOnlyBelow: Bool
    /// The target and test target, with how many of the modules' files each compiles, and of how many.
    let target: (name: String, files: Int, of: Int)?
    let testTarget: (name: String, files: Int, of: Int)?
    /// Where the app target's files are in the project's folder (their common folder, else the
    /// project's folder), relative to the root: where new modules go when no module shows it.
    let appFolder: String
    /// Where the test target's files are (their common folder, relative to the root), for
    /// projects whose modules have no test folders of their own.
    let testFolder: String?

    /// - Parameters:
    ///   - output: the folder new modules go in (the search for the project starts there).
    ///   - moduleFiles: the modules' Swift files, `testFiles` their tests', relative to `root`.
    ///   - below: the Xcode projects below the root (relative to it): when none is found from
    ///     `output` upwards (an app in `ios/App.xcodeproj`), the only one of them is the project.
    /// - Returns: `nil` when there is no Xcode project, or it cannot be read, with why.
    static func find(
        root: URL, output: URL, moduleFiles: [String], testFiles: [String], below: [String] = [], environment: [String: String]
    ) -> Result<ProjectTargets, Unfound> {
        let located: XcodeProjectLocator.Found
        do { located = try XcodeProjectLocator(workingDirectory: root, environment: environment).locate(given: nil, output: output) } catch {
            return .failure(Unfound(reason: error.description))
        }
        let xcodeproj: URL
        var isOnlyBelow = false
        switch located {
        case .project(let found): xcodeproj = found
        case .nothing(let reason):
            // Nothing from the output folder upwards, not even a project vipera leaves alone (Tuist's):
            // the only project below the root is the app's.
            guard ProjectFolder.nearestProject(from: output, environment: environment) == nil, !below.isEmpty else {
                return .failure(Unfound(reason: reason))
            }
            guard below.count == 1 else {
                let list = below.joined(separator: ", ")
                return .failure(Unfound(reason: reason + "; \(below.count) Xcode projects below (\(list)): run vipera init in one's folder"))
            }
            xcodeproj = root.resolving(below[0])
            isOnlyBelow = true
        case .package: return .failure(Unfound(reason: "a Swift package builds what its folders hold"))
        }
        let pbxproj = xcodeproj.appendingPathComponent("project.pbxproj")
        let text: String
        do { text = try FileReading.text(atPath: pbxproj.path) } catch { return .failure(Unfound(reason: "\(pbxproj.path): \(error.description)")) }
        let project: PBXProject
        do { project = try PBXProject(text: text, xcodeproj: xcodeproj) } catch { return .failure(Unfound(reason: "\(pbxproj.path): \(error.message)")) }
        let compiled = project.compiledFiles()
        let base = root.standardizedFileURL.path
        let full = { (file: String) in base + "/" + file }
        let target = Self.mostCompiling(moduleFiles.map(full), compiled) { !$0.isTestBundle }
        let testTarget = Self.mostCompiling(testFiles.map(full), compiled) { $0.isTestBundle && !$0.isUITestBundle }
        let testFolder = Self.unitTestFolder(compiled: compiled, base: base, testing: target?.name, targets: project.targets)
        let projectPath = AbsolutePath.relative(xcodeproj.standardizedFileURL.path, to: base)
        let projectFolder = xcodeproj.deletingLastPathComponent().standardizedFileURL.path
        let appFiles = compiled.filter { $0.value.contains { $0.name == target?.name } }.keys.filter { $0.hasPrefix(projectFolder + "/") }
        let appFolder = AbsolutePath.relative(Self.commonFolder(of: Array(appFiles), below: projectFolder) ?? projectFolder, to: base)
        return .success(
            ProjectTargets(
                project: projectPath, isOnlyBelow: isOnlyBelow, target: target, testTarget: testTarget, appFolder: appFolder, testFolder: testFolder))
    }

    /// Why no project's targets were found.
    struct Unfound: Error {
        let reason: String
    }

    /// The target among those `accepts` that compiles most of `files`.
    private static func mostCompiling(
        _ files: [String], _ compiled: [String: [Target]], accepts: (Target) -> Bool
    ) -> (name: String, files: Int, of: Int)? {
        var counts: [String: Int] = [:]
        for file in files {
            for target in Set((compiled[file] ?? []).filter(accepts).map(\.name)) { counts[target, default: 0] += 1 }
        }
        guard let best = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) else { return nil }
        return (best.key, best.value, files.count)
    }

    /// The common folder of the Swift files of the unit-test bundle testing `target` (else the
    /// only one), when it is below the root.
    private static func unitTestFolder(compiled: [String: [Target]], base: String, testing target: String?, targets: [Target]) -> String? {
        let bundles = targets.filter { $0.isTestBundle && !$0.isUITestBundle }
        let targetID = targets.first { $0.name == target }?.id
        guard let bundle = bundles.first(where: { targetID != nil && $0.dependencies.contains(targetID!) }) ?? (bundles.count == 1 ? bundles[0] : nil)
        else { return nil }
        let files = compiled.filter { $0.value.contains(bundle) }.keys.filter { $0.hasPrefix(base + "/") }
        return commonFolder(of: Array(files), below: base).map { AbsolutePath.relative($0, to: base) }
    }

    /// The folder holding all of `files` (absolute paths below `base`), when it is below `base`.
    private static func commonFolder(of files: [String], below base: String) -> String? {
        guard var common = files.first.map({ ModuleLayout.parent(of: $0) }) else { return nil }
        for file in files where !file.hasPrefix(common + "/") {
            while !file.hasPrefix(common + "/") && common.count > base.count { common = ModuleLayout.parent(of: common) }
        }
        return common.count > base.count ? common : nil
    }
}
