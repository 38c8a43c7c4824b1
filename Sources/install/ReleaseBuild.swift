import Foundation
import ViperaSupport

/// Builds the release binary the way this platform wants it.
struct ReleaseBuild {
    /// The package to build.
    let packageRoot: URL

    /// `swift build`'s flags for this platform. On Linux the Swift runtime is linked in, so the
    /// binary runs without a Swift installation, and it is position-dependent (`-no-pie`), which
    /// saves applying some 100,000 relocations at each start. Apple platforms support neither a
    /// static Swift runtime (it ships with the system) nor non-PIE arm64 executables.
    static var platformFlags: [String] {
        #if os(Linux)
            ["--static-swift-stdlib", "-Xlinker", "-no-pie"]
        #else
            []
        #endif
    }

    /// The arguments of `swift` that build the release binary.
    static var buildArguments: [String] { ["build", "-c", "release", "--product", "vipera"] + platformFlags }

    /// Builds vipera, its output shown as it comes, and returns the binary.
    func build() throws(InstallError) -> URL {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + Self.buildArguments
        process.currentDirectoryURL = packageRoot
        do { try process.run() } catch { throw .toolFailed("cannot run swift build: is Swift installed and on the PATH?") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .toolFailed("swift build failed (exit status \(process.terminationStatus)); nothing was installed")
        }
        let arguments = ["swift", "build", "-c", "release", "--show-bin-path"] + Self.platformFlags
        guard let output = ToolRunner.output(of: arguments, in: packageRoot, timeout: 600),
            let folder = String(data: output, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines)
        else { throw .toolFailed("swift build --show-bin-path failed; nothing was installed") }
        return URL(fileURLWithPath: folder).appendingPathComponent("vipera")
    }
}
