import Foundation
import TestSupport
import Testing

/// Inside a Swift package, a module goes to a package target's folder and its tests to the
/// target's test target, and the package builds and passes its tests with them.
@Suite struct SwiftPackageTests {
    /// A sandbox whose project folder is a package: the UIKit stub, an app library `Shop` and its
    /// test target `ShopTests`.
    static func package() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                platforms: [.macOS(.v13)],
                targets: [
                    .target(name: "UIKit"),
                    .target(name: "Shop", dependencies: ["UIKit"]),
                    .testTarget(name: "ShopTests", dependencies: ["Shop", "UIKit"],
                                swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
                ]
            )

            """, to: "project/Package.swift")
        let stub = Locations.tests("TestSupport/UIKitStub")
        for file in TemporaryDirectory.files(in: stub) {
            try sandbox.write(try String(contentsOf: stub.appendingPathComponent(file), encoding: .utf8), to: "project/Sources/UIKit/\(file)")
        }
        try sandbox.write("public enum Shop {}\n", to: "project/Sources/Shop/Shop.swift")
        try sandbox.write("import Testing\n@Test func placeholder() {}\n", to: "project/Tests/ShopTests/Placeholder.swift")
        return sandbox
    }

    @Test func theModuleGoesIntoTheTargetAndBuildsThere() throws {
        let sandbox = try Self.package()
        defer { sandbox.remove() }
        let refused = try sandbox.run("Login")
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "vipera: error: Swift package \(sandbox.project.path): it has several targets (Shop, UIKit); choose one with --target or `target:` in .vipera.yml\n",
            "\(refused)")
        let result = try sandbox.run("Login", "--target", "Shop")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles.contains("Sources/Shop/Login/Default/LoginDefaultPresenter.swift"))
        #expect(sandbox.projectFiles.contains("Tests/ShopTests/Login/Mocks/LoginMockView.swift"))
        #expect(try sandbox.read("Tests/ShopTests/Login/Mocks/LoginMockView.swift").contains("\n@testable import Shop\n"))
        let build = try ProcessResult.run(try SwiftCompiler.executable(named: "swift"), ["test"], in: sandbox.project)
        #expect(build.status == 0, "\(build)")
    }

    @Test func withoutTheToolchainTheFolderLayoutNamesTheTargets() throws {
        let sandbox = try Self.package()
        defer { sandbox.remove() }
        try sandbox.write("target: Shop\n", to: "project/.vipera.yml")
        let result = try ProcessResult.run(
            Locations.vipera, ["Login"], in: sandbox.project,
            environment: [
                "HOME": sandbox.home.path, "PATH": "/nonexistent", "SOURCE_DATE_EPOCH": "1767268800",
            ])
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles.contains("Sources/Shop/Login/Interfaces/LoginView.swift"))
        #expect(sandbox.projectFiles.contains("Tests/ShopTests/Login/LoginDefaultRouterTests.swift"))
    }
}
