// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "vipera",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "vipera", targets: ["vipera"]),
        .library(name: "ViperaGenerator", targets: ["ViperaGenerator"]),
        .library(name: "ViperaLint", targets: ["ViperaLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        // Vocabulary shared by the generator and the validator: roles, module names,
        // profiles and the `.vipera.yml` project file.
        .target(
            name: "ViperaCore",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // Reads and edits Xcode projects (`project.pbxproj`) with minimal, Xcode-formatted diffs.
        .target(name: "XcodeProject", dependencies: ["ViperaCore"]),
        // Renders module templates into files, all-or-nothing.
        .target(
            name: "ViperaGenerator",
            dependencies: [
                "ViperaCore",
                "XcodeProject",
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "Yams", package: "Yams"),
                // Spec inputs' types and the names a template declares are read as Swift.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            plugins: ["EmbedTemplates"]
        ),
        // Checks a Swift codebase against an architecture profile.
        .target(
            name: "ViperaLint",
            dependencies: [
                "ViperaCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The command line: parses arguments, calls the libraries, prints.
        .executableTarget(
            name: "vipera",
            dependencies: [
                "ViperaCore",
                "ViperaGenerator",
                "ViperaLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build tool: turns `Templates/` into Swift source so the binary carries its templates.
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: ["TemplateEmbedder"]
        ),
        .testTarget(name: "ViperaCoreTests", dependencies: ["ViperaCore", "TestSupport"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "ViperaGeneratorTests",
            dependencies: ["ViperaGenerator", "ViperaCore", "TestSupport", .product(name: "Stencil", package: "Stencil")],
            exclude: ["Golden", "LiquidCases", "liquid_render.rb"]
        ),
        .testTarget(
            name: "ViperaLintTests",
            dependencies: ["ViperaLint", "ViperaCore", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        // Type-checks generated modules against a UIKit stub and runs a leak driver on them.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["vipera", "TestSupport"]
        ),
        // Helpers for tests: temporary folders, running processes, the UIKit stub compiler.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            exclude: ["UIKitStub"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
