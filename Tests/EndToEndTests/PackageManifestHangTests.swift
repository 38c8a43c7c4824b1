import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `Package.swift` whose manifest never ends: `swift package describe` is stopped at its time
/// limit with an error naming the manifest and the limit, or when vipera is interrupted, and
/// nothing it started (the manifest runs in a process group of its own) is left running.
@Suite(.serialized) struct PackageManifestHangTests {
    /// A sandbox whose package manifest loops forever.
    static func endlessPackage() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            // swift-tools-version:5.9
            import PackageDescription
            while true {}
            let package = Package(name: "Endless", targets: [.target(name: "Endless")])

            """, to: "project/Package.swift")
        try sandbox.write("public enum Endless {}\n", to: "project/Sources/Endless/Endless.swift")
        return sandbox
    }

    /// The command lines of the processes still running that mention `path`.
    static func processes(mentioning path: String) throws -> [String] {
        let result = try ProcessResult.run(URL(fileURLWithPath: "/bin/ps"), ["-eo", "args"])
        return result.stdout.split(separator: "\n").map(String.init).filter { $0.contains(path) && !$0.hasPrefix("/bin/ps") }
    }

    /// Waits up to 10 seconds for every process mentioning `path` to be gone.
    static func expectNothingLeft(mentioning path: String) throws {
        var left = try processes(mentioning: path)
        for _ in 0..<100 where !left.isEmpty {
            usleep(100_000)
            left = try processes(mentioning: path)
        }
        #expect(left.isEmpty, "still running: \(left)")
    }

    @Test func aManifestThatNeverEndsIsStoppedAtTheLimit() throws {
        let sandbox = try Self.endlessPackage()
        defer { sandbox.remove() }
        let before = sandbox.snapshot()
        let start = Date()
        let result = try sandbox.run(["Login"], environment: ["VIPERA_PACKAGE_TIMEOUT": "8"])
        #expect(Date().timeIntervalSince(start) < 40, "\(result)")
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr.contains(
                "vipera: error: Swift package \(sandbox.project.path)/Package.swift: `swift package describe` did not finish within 8 seconds (VIPERA_PACKAGE_TIMEOUT)"
            ), "\(result)")
        #expect(sandbox.snapshot() == before)
        try Self.expectNothingLeft(mentioning: sandbox.root.url.path)
    }

    @Test func interruptingViperaStopsTheManifest() throws {
        let sandbox = try Self.endlessPackage()
        defer { sandbox.remove() }
        let before = sandbox.snapshot()
        let result = try sandbox.run(["Login"]) { pid in
            DispatchQueue.global().asyncAfter(deadline: .now() + 6) { kill(pid, SIGINT) }
        }
        #expect(result.status == 130, "\(result)")
        #expect(sandbox.snapshot() == before)
        try Self.expectNothingLeft(mentioning: sandbox.root.url.path)
    }
}
