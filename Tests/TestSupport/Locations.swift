import Foundation

/// Where the package's files and built products are, for tests.
public enum Locations {
    /// The package root (the folder holding `Package.swift`).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the running test bundle, where SwiftPM also puts the `vipera` executable.
    public static let productsDirectory: URL = {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            return Bundle.main.bundleURL
        #else
            return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #endif
    }()

    /// The built `vipera` executable.
    public static var vipera: URL { productsDirectory.appendingPathComponent("vipera") }

    /// A file under `Tests/`.
    public static func tests(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("Tests").appendingPathComponent(relativePath)
    }
}
