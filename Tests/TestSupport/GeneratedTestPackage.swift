import Foundation

/// A SwiftPM package that builds generated module sources (the app module) against the UIKit
/// and SwiftUI stubs, with warnings as errors, and runs a template's generated Swift Testing
/// tests on them with `swift test`.
///
/// ```swift
/// let result = try GeneratedTestPackage.runTests(
///     appModule: "Shop", sources: [goldenLogin], tests: [goldenLoginTests], languageMode: .swift6
/// )
/// #expect(result.status == 0, "\(result)")
/// ```
///
/// The test process keeps one package per language mode and runs take turns in it: each run
/// replaces the package's sources (leaving files whose text is unchanged alone), so SwiftPM
/// rebuilds only what changed, against the stub `SwiftCompiler` builds once. A fresh package
/// per run built everything again: four times the work.
public enum GeneratedTestPackage {
    /// Puts every file below each of `sources` into target `appModule`, and below each of
    /// `tests` into test target `<appModule>Tests` (which the generated tests reach with
    /// `@testable import <appModule>`), then runs `swift test` in `languageMode` and returns how
    /// it went: status 0 when everything compiled and every test passed.
    public static func runTests(
        appModule: String, sources: [URL], tests: [URL], languageMode: SwiftCompiler.LanguageMode
    ) throws -> ProcessResult {
        try GeneratedPackageWorkspace.shared(languageMode).run(appModule: appModule, sources: sources, tests: tests)
    }
}

/// One language mode's package, reused run after run.
final class GeneratedPackageWorkspace: @unchecked Sendable {
    private let languageMode: SwiftCompiler.LanguageMode
    /// Held for a whole run: one `swift test` at a time in the package.
    private let lock = NSLock()
    private var folder: URL?
    /// The modification date given to each file written, by path.
    private var stamps: [String: Date] = [:]

    private init(languageMode: SwiftCompiler.LanguageMode) {
        self.languageMode = languageMode
    }

    private static let workspaces = SwiftCompiler.LanguageMode.allCases.map(GeneratedPackageWorkspace.init)

    static func shared(_ mode: SwiftCompiler.LanguageMode) -> GeneratedPackageWorkspace {
        workspaces.first { $0.languageMode == mode }!
    }

    func run(appModule: String, sources: [URL], tests: [URL]) throws -> ProcessResult {
        try lock.withLock {
            let folder = try folder ?? TemporaryDirectory.forTheProcess(prefix: "vipera-test-package-swift\(languageMode.rawValue)").url
            self.folder = folder
            try write(Data(manifest(appModule: appModule, stub: try SwiftCompiler.builtStub.get()).utf8), to: folder.appendingPathComponent("Package.swift"))
            try sync(folder.appendingPathComponent("Sources"), to: [appModule: sources])
            try sync(folder.appendingPathComponent("Tests"), to: ["\(appModule)Tests": tests])
            return try ProcessResult.run(
                try SwiftCompiler.executable(named: "swift"), ["test", "--package-path", folder.path], in: folder
            )
        }
    }

    private func manifest(appModule: String, stub: URL) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        // The UIKit and SwiftUI stubs, built once by the test process.
        let stub = \(stub.path.debugDescription)
        let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors", "-I", stub]), .swiftLanguageMode(.v\(languageMode.rawValue))]
        // Swift Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`) that only
        // Apple platforms ship; with the stub standing in for UIKit, the tests must not look for it.
        let tests = strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        let link: [LinkerSetting] = [.unsafeFlags(["-L", stub, "-lSwiftUI", "-lUIKit"])]

        let package = Package(
            name: "GeneratedTests",
            platforms: [.macOS(.v13)],
            targets: [
                .target(name: "\(appModule)", swiftSettings: strict, linkerSettings: link),
                .testTarget(name: "\(appModule)Tests", dependencies: ["\(appModule)"], swiftSettings: tests, linkerSettings: link),
            ]
        )

        """
    }

    /// Makes `root` hold exactly one folder per target, each with the files below its source
    /// folders at the same relative paths; a file whose text is already there is left alone.
    private func sync(_ root: URL, to targets: [String: [URL]]) throws {
        var wanted: [String: URL] = [:]
        for (target, folders) in targets {
            for folder in folders {
                for relativePath in TemporaryDirectory.files(in: folder) {
                    let path = "\(target)/\(relativePath)"
                    guard wanted[path] == nil else { throw Conflict(description: "\(relativePath) is in two source folders of \(target)") }
                    wanted[path] = folder.appendingPathComponent(relativePath)
                }
            }
        }
        for path in TemporaryDirectory.files(in: root) where wanted[path] == nil {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }
        try Self.removeEmptyFolders(below: root)
        for (path, source) in wanted {
            try write(try Data(contentsOf: source), to: root.appendingPathComponent(path))
        }
    }

    /// Removes the folders below `folder` that hold no file, deepest first.
    private static func removeEmptyFolders(below folder: URL) throws {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for entry in entries where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            try removeEmptyFolders(below: entry)
            if (try FileManager.default.contentsOfDirectory(atPath: entry.path)).isEmpty { try FileManager.default.removeItem(at: entry) }
        }
    }

    /// Writes `data` unless the file holds it already. The file's modification date is at least a
    /// second after the one it was last given: the Swift driver compares modification times to
    /// the second and would not recompile a file rewritten within the second it was compiled in.
    private func write(_ data: Data, to file: URL) throws {
        guard (try? Data(contentsOf: file)) != data else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        let stamp = max(Date(), (stamps[file.path] ?? .distantPast).addingTimeInterval(1))
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: file.path)
        stamps[file.path] = stamp
    }

    /// Two source folders holding the same file.
    struct Conflict: Error, CustomStringConvertible {
        let description: String
    }
}
