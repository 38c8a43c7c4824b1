import Foundation
import TestSupport
import Testing
import ViperaCore

/// `Scripts/make-artifactbundle.sh`, given the test build's vipera: the bundle SwiftPM reads, and
/// a package that lints through its `ViperaPlugins` package without compiling vipera.
@Suite(.serialized) struct ArtifactBundleTests {
    struct Info: Decodable {
        struct Artifact: Decodable {
            struct Variant: Decodable {
                let path: String
                let supportedTriples: [String]
            }
            let version: String
            let type: String
            let variants: [Variant]
        }
        let schemaVersion: String
        let artifacts: [String: Artifact]
    }

    func makeBundle(in folder: URL) throws -> ProcessResult {
        try ProcessResult.run(
            Locations.packageRoot.appendingPathComponent("Scripts/make-artifactbundle.sh"), [folder.path, "--binary", Locations.vipera.path])
    }

    @Test func theBundleHoldsThisPlatformsVariantAndItsChecksum() throws {
        let folder = try TemporaryDirectory(prefix: "vipera-bundle")
        defer { folder.remove() }
        let result = try makeBundle(in: folder.url)
        #expect(result.status == 0, "\(result)")
        let info = try JSONDecoder().decode(Info.self, from: Data(contentsOf: folder.path("vipera.artifactbundle/info.json")))
        #expect(info.schemaVersion == "1.0")
        let artifact = try #require(info.artifacts["vipera"])
        #expect(artifact.version == ViperaVersion.current && artifact.type == "executable")
        #if os(Linux)
            let triple = "\(Self.machine)-unknown-linux-gnu"
            #expect(artifact.variants.map(\.supportedTriples) == [[triple]])
        #endif
        let binary = folder.path("vipera.artifactbundle").appendingPathComponent(try #require(artifact.variants.first).path)
        #expect(try ProcessResult.run(binary, ["--version"]).stdout == ViperaVersion.current + "\n")
        let checksum = try String(contentsOf: folder.path("vipera.artifactbundle.checksum"), encoding: .utf8)
        #expect(checksum.range(of: "^[0-9a-f]{64}\n$", options: .regularExpression) != nil)
        #expect(result.stdout == checksum)
        // Adding the variant again replaces it rather than listing it twice.
        #expect(try makeBundle(in: folder.url).status == 0)
        let again = try JSONDecoder().decode(Info.self, from: Data(contentsOf: folder.path("vipera.artifactbundle/info.json")))
        #expect(again.artifacts["vipera"]?.variants.count == 1)
    }

    /// A package whose target uses `ViperaPlugins`' lint plugin: `swift build` reports vipera's
    /// finding and builds neither vipera nor swift-syntax.
    @Test(.timeLimit(.minutes(10))) func aPackageLintsThroughThePrebuiltBinary() async throws {
        let folder = try TemporaryDirectory(prefix: "vipera-bundle-consumer")
        defer { folder.remove() }
        #expect(try makeBundle(in: folder.path("dist")).status == 0)
        try folder.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(path: "../dist/ViperaPlugins")],
                targets: [.target(name: "Shop", plugins: [.plugin(name: "ViperaLintPlugin", package: "ViperaPlugins")])]
            )
            """, to: "Shop/Package.swift")
        try folder.write(
            """
            protocol LoginView: AnyObject {}
            final class LoginDefaultPresenter {
                var view: (any LoginView)?
            }
            """, to: "Shop/Sources/Shop/LoginDefaultPresenter.swift")
        let build = try await ProcessResult.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build"], in: folder.path("Shop"))
        let output = build.stdout + build.stderr
        #expect(output.contains("LoginDefaultPresenter.view owns its View"), "\(build)")
        #expect(!output.contains("SwiftSyntax") && !output.contains("Compiling vipera"), "\(build)")
    }

    static var machine: String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
