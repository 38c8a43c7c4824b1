import Foundation
import TestSupport
import Testing

/// A package that adds vipera's plugins by path: the build-tool plugin reports a seeded finding
/// in `swift build` and fails the build on it; `swift package vipera-lint` exits non-zero on it;
/// `swift package vipera-generate` writes a module into the package.
@Suite struct PackagePluginTests {
    /// The fixture's folder, kept from run to run under this package's `.build` (which git
    /// ignores) with its own build folder: SwiftPM then rebuilds vipera as the plugins' tool
    /// incrementally rather than from nothing (swift-syntax included) on every run. Its sources
    /// are written afresh each time.
    static let fixture = Locations.packageRoot.appendingPathComponent(".build/vipera-plugin-fixture")

    @Test func thePluginsLintAndGenerateInAPackageThatAddsThemByPath() async throws {
        let work = Self.fixture
        try? FileManager.default.removeItem(at: work.appendingPathComponent("Shop/Sources"))
        try FileManager.default.createDirectory(at: work.appendingPathComponent("Shop"), withIntermediateDirectories: true)
        // The dependency's identity is its folder's name: link this package as `vipera`.
        let link = work.appendingPathComponent("vipera")
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != Locations.packageRoot.path {
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Locations.packageRoot)
        }
        try write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(path: "../vipera")],
                targets: [
                    .target(name: "Shop", plugins: [.plugin(name: "ViperaLintPlugin", package: "vipera")]),
                ]
            )

            """, to: "Shop/Package.swift")
        try write("protocol LoginView: AnyObject {}\n", to: "Shop/Sources/Shop/LoginView.swift")
        let presenter = try write("final class LoginDefaultPresenter {\n    var view: LoginView?\n}\n", to: "Shop/Sources/Shop/LoginDefaultPresenter.swift")
        let swift = try SwiftCompiler.executable(named: "swift")
        let package = work.appendingPathComponent("Shop")
        let finding = "\(presenter.path):2:5: error: LoginDefaultPresenter.view owns its View"

        let build = try await ProcessResult.run(swift, ["build"], in: package)
        #expect(build.status != 0, "\(build)")
        #expect((build.stdout + build.stderr).contains(finding), "\(build)")

        let lint = try await ProcessResult.run(swift, ["package", "vipera-lint", "--reporter", "xcode"], in: package)
        #expect(lint.status != 0, "\(lint)")
        #expect((lint.stdout + lint.stderr).contains(finding), "\(lint)")

        let generate = try await ProcessResult.run(
            swift, ["package", "--allow-writing-to-package-directory", "vipera-generate", "Cart", "--no-tests"], in: package
        )
        #expect(generate.status == 0, "\(generate)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/Shop/Cart/Interfaces/CartView.swift").path))
    }

    /// Writes `text` to `path` in the fixture.
    @discardableResult
    private func write(_ text: String, to path: String) throws -> URL {
        let file = Self.fixture.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}
