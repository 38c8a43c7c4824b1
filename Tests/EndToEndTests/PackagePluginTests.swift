import Foundation
import Testing
import TestSupport

/// A package that adds vipera's plugins by path: the build-tool plugin reports a seeded finding
/// in `swift build` and fails the build on it; `swift package vipera-lint` exits non-zero on it;
/// `swift package vipera-generate` writes a module into the package.
@Suite struct PackagePluginTests {
    @Test func thePluginsLintAndGenerateInAPackageThatAddsThemByPath() throws {
        let work = try TemporaryDirectory(prefix: "vipera-plugins")
        defer { work.remove() }
        // The dependency's identity is its folder's name: link this package as `vipera`.
        try FileManager.default.createSymbolicLink(at: work.path("vipera"), withDestinationURL: Locations.packageRoot)
        try work.write("""
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
        try work.write("protocol LoginView: AnyObject {}\n", to: "Shop/Sources/Shop/LoginView.swift")
        let presenter = try work.write("final class LoginDefaultPresenter {\n    var view: LoginView?\n}\n", to: "Shop/Sources/Shop/LoginDefaultPresenter.swift")
        let swift = try SwiftCompiler.executable(named: "swift")
        let package = work.path("Shop")
        let finding = "\(presenter.path):2:5: error: LoginDefaultPresenter.view owns its View"

        let build = try ProcessResult.run(swift, ["build"], in: package)
        #expect(build.status != 0, "\(build)")
        #expect((build.stdout + build.stderr).contains(finding), "\(build)")

        let lint = try ProcessResult.run(swift, ["package", "vipera-lint", "--reporter", "xcode"], in: package)
        #expect(lint.status != 0, "\(lint)")
        #expect((lint.stdout + lint.stderr).contains(finding), "\(lint)")

        let generate = try ProcessResult.run(
            swift, ["package", "--allow-writing-to-package-directory", "vipera-generate", "Cart", "--no-tests"], in: package
        )
        #expect(generate.status == 0, "\(generate)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/Shop/Cart/Interfaces/CartView.swift").path))
    }
}
