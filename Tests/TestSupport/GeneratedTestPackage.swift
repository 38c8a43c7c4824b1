import Foundation

/// A throwaway SwiftPM package that builds generated module sources (the app module) against
/// the UIKit and SwiftUI stubs, with warnings as errors, and runs a template's generated Swift Testing tests
/// on them with `swift test`. It builds no swift-syntax, so it takes well under a minute.
///
/// ```swift
/// let result = try GeneratedTestPackage.runTests(
///     appModule: "Shop", sources: [goldenLogin], tests: [goldenLoginTests], languageMode: .swift6
/// )
/// #expect(result.status == 0, "\(result)")
/// ```
public enum GeneratedTestPackage {
    /// Copies every file below each of `sources` into target `appModule`, and below each of
    /// `tests` into test target `<appModule>Tests` (which the generated tests reach with
    /// `@testable import <appModule>`), then runs `swift test` in `languageMode` and returns how
    /// it went: status 0 when everything compiled and every test passed.
    public static func runTests(
        appModule: String, sources: [URL], tests: [URL], languageMode: SwiftCompiler.LanguageMode
    ) throws -> ProcessResult {
        let package = try TemporaryDirectory(prefix: "vipera-test-package")
        defer { package.remove() }
        try package.write(manifest(appModule: appModule, languageMode: languageMode), to: "Package.swift")
        try copy(from: [Locations.tests("TestSupport/UIKitStub")], to: package.path("Sources/UIKit"))
        try copy(from: [Locations.tests("TestSupport/SwiftUIStub")], to: package.path("Sources/SwiftUI"))
        try copy(from: sources, to: package.path("Sources/\(appModule)"))
        try copy(from: tests, to: package.path("Tests/\(appModule)Tests"))
        return try ProcessResult.run(
            try SwiftCompiler.executable(named: "swift"), ["test", "--package-path", package.url.path],
            in: package.url
        )
    }

    private static func manifest(appModule: String, languageMode: SwiftCompiler.LanguageMode) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"]), .swiftLanguageMode(.v\(languageMode.rawValue))]
        // Swift Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`) that only
        // Apple platforms ship; with the stub standing in for UIKit, the tests must not look for it.
        let tests = strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

        let package = Package(
            name: "GeneratedTests",
            platforms: [.macOS(.v13)],
            targets: [
                .target(name: "UIKit", swiftSettings: [.swiftLanguageMode(.v6)]),
                .target(name: "SwiftUI", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
                .target(name: "\(appModule)", dependencies: ["UIKit", "SwiftUI"], swiftSettings: strict),
                .testTarget(name: "\(appModule)Tests", dependencies: ["\(appModule)", "UIKit"], swiftSettings: tests),
            ]
        )

        """
    }

    /// Copies every regular file below each of `folders` to the same relative path below `target`.
    private static func copy(from folders: [URL], to target: URL) throws {
        for folder in folders {
            for relativePath in TemporaryDirectory.files(in: folder) {
                let destination = target.appendingPathComponent(relativePath)
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: folder.appendingPathComponent(relativePath), to: destination)
            }
        }
    }
}
