import Foundation

/// Compiles Swift sources with the `swiftc` found on `PATH`, against the UIKit stub in
/// `Tests/TestSupport/UIKitStub/` and the SwiftUI stub in `Tests/TestSupport/SwiftUIStub/` (built
/// once per test process into a temporary folder as modules `UIKit` and `SwiftUI`, static
/// libraries).
public enum SwiftCompiler {
    /// A Swift language mode, passed to `swiftc -swift-version`.
    public enum LanguageMode: Int, Sendable, CaseIterable, CustomStringConvertible {
        case swift5 = 5
        case swift6 = 6

        public var description: String { "Swift \(rawValue)" }
    }

    /// A compilation that did not succeed: the command and everything the compiler printed.
    public struct Failure: Error, CustomStringConvertible {
        public let command: [String]
        public let result: ProcessResult

        public var description: String {
            "swiftc failed: \(command.joined(separator: " "))\n\(result)"
        }
    }

    /// Why the compiler could not be used at all.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    /// The UIKit stub's source files.
    public static var stubSources: [URL] { swiftFiles(in: Locations.tests("TestSupport/UIKitStub")) }

    /// The SwiftUI stub's source files.
    public static var swiftUIStubSources: [URL] { swiftFiles(in: Locations.tests("TestSupport/SwiftUIStub")) }

    /// Type-checks `files` as one module against the UIKit and SwiftUI stubs, with warnings as errors.
    /// Returns what the compiler printed; a nonzero status means the code has diagnostics.
    /// Throws when the compiler or the stub is unavailable.
    public static func typecheck(files: [URL], languageMode: LanguageMode) throws -> ProcessResult {
        let stub = try builtStub.get()
        return try swiftc(
            ["-typecheck", "-parse-as-library", "-warnings-as-errors", "-I", stub.path]
                + languageFlags(languageMode) + files.map(\.path))
    }

    /// Compiles `files` plus `driver` (the source of a `main.swift`) into an executable linked
    /// with the UIKit and SwiftUI stubs, runs it and returns how it went. Throws `Failure` when the sources
    /// do not compile.
    public static func buildAndRun(files: [URL], driver: String, languageMode: LanguageMode) throws -> ProcessResult {
        let stub = try builtStub.get()
        let folder = try TemporaryDirectory(prefix: "vipera-driver")
        defer { folder.remove() }
        let main = try folder.write(driver, to: "main.swift")
        let executable = folder.path("driver")
        let arguments =
            ["-I", stub.path, "-L", stub.path, "-lSwiftUI", "-lUIKit", "-o", executable.path]
            + languageFlags(languageMode) + files.map(\.path) + [main.path]
        let compilation = try swiftc(arguments)
        guard compilation.status == 0 else { throw Failure(command: ["swiftc"] + arguments, result: compilation) }
        return try ProcessResult.run(executable, [])
    }

    /// Every `.swift` file below `directory`, sorted.
    public static func swiftFiles(in directory: URL) -> [URL] {
        TemporaryDirectory.files(in: directory)
            .filter { $0.hasSuffix(".swift") }
            .map { directory.appendingPathComponent($0) }
    }

    private static func languageFlags(_ mode: LanguageMode) -> [String] {
        ["-swift-version", String(mode.rawValue)]
    }

    /// The folder holding the built stubs (`UIKit.swiftmodule`, `libUIKit.a`, and SwiftUI's, which
    /// imports UIKit), built on first use and removed when the test process ends.
    static let builtStub: Result<URL, any Error> = Result {
        let folder = try TemporaryDirectory.forTheProcess(prefix: "vipera-uikit-stub").url
        for (module, sources) in [("UIKit", stubSources), ("SwiftUI", swiftUIStubSources)] {
            let arguments =
                [
                    "-emit-module", "-emit-library", "-static", "-parse-as-library", "-module-name", module,
                    "-swift-version", "6", "-warnings-as-errors", "-I", folder.path,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    "-o", folder.appendingPathComponent("lib\(module).a").path,
                ] + sources.map(\.path)
            let result = try swiftc(arguments, in: folder)
            guard result.status == 0 else { throw Failure(command: ["swiftc"] + arguments, result: result) }
        }
        return folder
    }

    private static func swiftc(_ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
        try ProcessResult.run(try swiftcExecutable.get(), arguments, in: directory)
    }

    /// `swiftc` from the first `PATH` entry that has it.
    private static let swiftcExecutable: Result<URL, any Error> = Result { try executable(named: "swiftc") }

    /// The tool `name` (`swiftc`, `swift`) from the first `PATH` entry that has it.
    public static func executable(named name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for entry in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(entry)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Unavailable(description: "\(name) is not on PATH (\(path))")
    }
}
