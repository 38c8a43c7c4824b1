import Foundation
import ViperaSupport

/// The Swift package around the working folder: where its `Package.swift` is and its targets,
/// read from the package model (`swift package describe --type json`), or from the standard
/// folder layout when the toolchain cannot answer.
struct SwiftPackage: Sendable {
    /// A target of the package.
    struct Target: Sendable, Equatable {
        let name: String
        /// Its folder, relative to the package root.
        let path: String
        let isTest: Bool
        /// The targets it depends on.
        let dependencies: [String]
    }

    let root: URL
    let targets: [Target]

    /// How many seconds `swift package describe` may take unless `$VIPERA_PACKAGE_TIMEOUT` says
    /// otherwise: enough to fetch and read the dependencies' manifests the first time.
    static let defaultTimeLimit = 120

    /// The package whose `Package.swift` is in `directory` or the nearest folder above it, up to
    /// the repository root; `nil` when there is none.
    /// - Throws: `.package` when reading the manifest takes longer than `timeLimit` seconds.
    static func find(from directory: URL, timeLimit: Int) throws(GenerationError) -> SwiftPackage? {
        var current = directory.standardizedFileURL
        let fileManager = FileManager.default
        while true {
            if fileManager.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
                return SwiftPackage(root: current, targets: try described(current, timeLimit: timeLimit) ?? laidOut(current))
            }
            let parent = current.deletingLastPathComponent()
            if fileManager.fileExists(atPath: current.appendingPathComponent(".git").path) || parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The target module files go to: `name`, else the only target that is not a test target.
    func target(named name: String?) throws(GenerationError) -> Target {
        let candidates = targets.filter { !$0.isTest }
        if let name {
            guard let target = candidates.first(where: { $0.name == name }) else {
                throw .package(path: root.path, reason: "it has no target '\(name)' (targets: \(list(candidates)))")
            }
            return target
        }
        guard candidates.count == 1 else {
            let reason = candidates.isEmpty ? "it has no target to add a module to" : "it has several targets (\(list(candidates)))"
            throw .package(path: root.path, reason: reason + "; choose one with --target or `target:` in .vipera.yml")
        }
        return candidates[0]
    }

    /// Where the tests of modules in `target` go, relative to the package root: the test target
    /// that depends on it, else `Tests/<Target>Tests`.
    func testsPath(for target: Target) -> String {
        targets.first { $0.isTest && $0.dependencies.contains(target.name) }?.path ?? "Tests/\(target.name)Tests"
    }

    /// A folder path relative to the package root without `.` and empty components (`./Sources/Shop/`
    /// is `Sources/Shop`, `.` is empty), for `OutputLocation`, which refuses them.
    static func relative(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    private func list(_ targets: [Target]) -> String { targets.map(\.name).joined(separator: ", ") }

    /// The targets `swift package describe` reports; `nil` when it cannot run or answer. It
    /// reads the package without taking SwiftPM's lock on its build folder (`--ignore-lock`,
    /// retried without for a SwiftPM that lacks it): under `swift package vipera-generate`, the
    /// plugin's own SwiftPM holds that lock, and describing waited for it until timed out.
    private static func described(_ root: URL, timeLimit: Int) throws(GenerationError) -> [Target]? {
        var output: Data?
        for options in [["--ignore-lock"], []] where output == nil {
            let arguments = ["swift", "package"] + options + ["describe", "--type", "json"]
            let result = ToolRunner.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: root, timeout: Double(timeLimit))
            if result?.timedOut == true {
                throw .package(
                    path: root.appendingPathComponent("Package.swift").path,
                    reason: "`swift package describe` did not finish within \(timeLimit) seconds (VIPERA_PACKAGE_TIMEOUT); "
                        + "does the manifest run forever? It was stopped")
            }
            if let result, result.status == 0 { output = result.output }
        }
        guard
            let output,
            let json = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
            let targets = json["targets"] as? [[String: Any]]
        else { return nil }
        return targets.compactMap { target in
            guard let name = target["name"] as? String, let path = target["path"] as? String, let type = target["type"] as? String,
                ["library", "executable", "test", "regular"].contains(type)
            else { return nil }
            return Target(name: name, path: path, isTest: type == "test", dependencies: target["target_dependencies"] as? [String] ?? [])
        }.sorted { $0.name < $1.name }
    }

    /// The targets of the standard layout: each folder of `Sources` and of `Tests`.
    private static func laidOut(_ root: URL) -> [Target] {
        func folders(_ name: String) -> [String] {
            let base = root.appendingPathComponent(name)
            return ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []).filter { entry in
                var isDirectory: ObjCBool = false
                return !entry.hasPrefix(".") && FileManager.default.fileExists(atPath: base.appendingPathComponent(entry).path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }.sorted()
        }
        let sources = folders("Sources").map { Target(name: $0, path: "Sources/\($0)", isTest: false, dependencies: []) }
        let tests = folders("Tests").map { name in
            Target(name: name, path: "Tests/\(name)", isTest: true, dependencies: name.hasSuffix("Tests") ? [String(name.dropLast(5))] : [])
        }
        return sources + tests
    }
}
