// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "vipera",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "vipera", targets: ["vipera"]),
        .library(name: "ViperaGenerator", targets: ["ViperaGenerator"]),
        .library(name: "ViperaLint", targets: ["ViperaLint"]),
        .plugin(name: "ViperaLintPlugin", targets: ["ViperaLintPlugin"]),
        .plugin(name: "vipera-lint", targets: ["ViperaLintCommand"]),
        .plugin(name: "vipera-generate", targets: ["ViperaGenerateCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only swift-syntax's public API is used (no `@_spi`): any 603 release.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The limited `for` and `include` tags (LimitedTags) wrap Stencil's own, read from its
        // default extension: pinned to the minor version their tests were checked against.
        .package(url: "https://github.com/stencilproject/Stencil", .upToNextMinor(from: "0.15.1")),
        // SHA256: the lint cache's content hashes and checksums, and new Xcode object ids.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Vocabulary shared by the generator and the validator: roles, module names,
        // profiles, the `.vipera.yml` project file, exit statuses and the errors users see.
        .target(
            name: "ViperaCore",
            dependencies: ["ViperaSupport", .product(name: "Yams", package: "Yams")]
        ),
        // Plumbing with no vipera vocabulary: a worker pool, file reading, running tools,
        // terminal output and the escapers of the formats vipera writes.
        .target(name: "ViperaSupport", dependencies: ["ChildSession"]),
        // Starts a tool in a session of its own and signals the whole session (C: posix_spawn's
        // session flag and the process table are not reachable from Swift on Linux).
        .target(name: "ChildSession"),
        // Reads and edits Xcode projects (`project.pbxproj`) with minimal, Xcode-formatted diffs.
        .target(name: "XcodeProject", dependencies: ["ViperaSupport", .product(name: "Crypto", package: "swift-crypto")]),
        // A Liquid engine (Ruby Liquid 5's language, strict about what it cannot render):
        // Generamba templates are rendered with it.
        .target(name: "Liquid"),
        // Renders module templates into files, all-or-nothing.
        .target(
            name: "ViperaGenerator",
            dependencies: [
                "ViperaCore",
                "ViperaSupport",
                "XcodeProject",
                "Liquid",
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "Yams", package: "Yams"),
                // Spec inputs' types and the names a template declares are read as Swift.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Checks a Swift codebase against an architecture profile.
        .target(
            name: "ViperaLint",
            dependencies: [
                "ViperaCore",
                "ViperaSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The command line: parses arguments, calls the libraries, prints.
        .executableTarget(
            name: "vipera",
            dependencies: [
                "ViperaCore",
                "ViperaSupport",
                "ViperaGenerator",
                "ViperaLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Turns `Templates/` into `EmbeddedTemplateFiles.swift`, committed so the binary carries its
        // templates even where build plugins do not run (vipera built as another package's
        // plugin tool); `Scripts/embed-templates.sh` runs it, and a test keeps the file fresh.
        .executableTarget(name: "TemplateEmbedder"),
        // `swift run install`: builds vipera for this platform and installs it, its manual page and
        // its shell completions (and with --with-templates, editable copies of the built-in templates).
        .executableTarget(
            name: "install",
            dependencies: ["ViperaCore", "ViperaSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Lints a target's sources on every build (findings inline in Xcode and `swift build`).
        .plugin(name: "ViperaLintPlugin", capability: .buildTool(), dependencies: ["vipera"]),
        // `swift package vipera-lint [options]`.
        .plugin(
            name: "ViperaLintCommand",
            capability: .command(
                intent: .custom(verb: "vipera-lint", description: "Check the package against its architecture's rules with vipera lint")
            ),
            dependencies: ["vipera"]
        ),
        // `swift package --allow-writing-to-package-directory vipera-generate <Module> [template]`.
        .plugin(
            name: "ViperaGenerateCommand",
            capability: .command(
                intent: .custom(verb: "vipera-generate", description: "Generate a module into the package with vipera"),
                permissions: [.writeToPackageDirectory(reason: "vipera writes the module's files into the package")]
            ),
            dependencies: ["vipera"]
        ),
        .testTarget(name: "ViperaCoreTests", dependencies: ["ViperaCore", "TestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "ViperaSupportTests", dependencies: ["ViperaSupport", "TestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "TestSupport"], exclude: ["Fixtures", "pbxproj_check.py"]),
        .testTarget(
            name: "ViperaGeneratorTests",
            dependencies: [
                "ViperaGenerator", "ViperaCore", "TestSupport", .product(name: "Stencil", package: "Stencil"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Golden", "Fixtures"]
        ),
        .testTarget(name: "LiquidTests", dependencies: ["Liquid", "TestSupport"], exclude: ["LiquidCases", "liquid_render.rb"]),
        .testTarget(
            name: "ViperaLintTests",
            dependencies: ["ViperaLint", "ViperaCore", "ViperaSupport", "TestSupport", .product(name: "SwiftSyntax", package: "swift-syntax")],
            exclude: ["Fixtures"]
        ),
        // Type-checks generated modules against a UIKit stub and runs a leak driver on them.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "EndToEndTests",
            // Yams reads action.yml and .pre-commit-hooks.yaml as their tools do.
            // ViperaLint: the registries the typed options' values come from. install: InstallTests runs it.
            dependencies: ["vipera", "install", "ViperaLint", "TestSupport", .product(name: "Yams", package: "Yams")]
        ),
        // Helpers for tests: temporary folders, running processes, the UIKit and SwiftUI stub compiler.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            exclude: ["UIKitStub", "SwiftUIStub"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
