import Foundation
import Testing

/// Checks on a generated module (a folder of Swift files) that tests of any template reuse:
/// it type-checks against the UIKit stub without warnings, and releasing its root view
/// controller frees everything it built.
public enum GeneratedModuleChecks {
    /// Records an issue, with the compiler's output, for each of `languageModes` in which the
    /// Swift files below `directory` do not type-check without warnings.
    public static func assertTypeChecks(
        directory: URL,
        languageModes: [SwiftCompiler.LanguageMode] = SwiftCompiler.LanguageMode.allCases,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let files = SwiftCompiler.swiftFiles(in: directory)
        guard !files.isEmpty else {
            Issue.record("no Swift files below \(directory.path)", sourceLocation: sourceLocation)
            return
        }
        for mode in languageModes {
            do {
                let result = try SwiftCompiler.typecheck(files: files, languageMode: mode)
                if result.status != 0 {
                    Issue.record("\(directory.lastPathComponent) does not type-check in \(mode):\n\(result)", sourceLocation: sourceLocation)
                }
            } catch {
                Issue.record(error, sourceLocation: sourceLocation)
            }
        }
    }

    /// Runs the leak driver `LeakDriver.main(driver)` on the module below `directory` and
    /// records an issue, with the driver's output, unless it reports that every object was freed.
    /// Returns the driver's result for further expectations (e.g. which objects it checked).
    @discardableResult
    public static func assertFreesItself(
        directory: URL,
        driver: String,
        languageMode: SwiftCompiler.LanguageMode = .swift6,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> ProcessResult? {
        do {
            let result = try runLeakDriver(directory: directory, driver: driver, languageMode: languageMode)
            if result.status != 0 {
                Issue.record("\(directory.lastPathComponent) does not free itself:\n\(result)", sourceLocation: sourceLocation)
            }
            return result
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Expects that the leak driver's `result` reached objects of each of `typeNames`, so their
    /// release was checked.
    public static func expectChecked(_ typeNames: [String], in result: ProcessResult?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let checked = result?.stdout.split(separator: "\n").first(where: { $0.hasPrefix("checked ") }) else {
            Issue.record("the leak driver did not list what it checked: \(result.map(String.init(describing:)) ?? "no result")", sourceLocation: sourceLocation)
            return
        }
        let names = Set(checked.drop { $0 != ":" }.dropFirst().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        for typeName in typeNames {
            #expect(names.contains(typeName), "\(typeName) was not reached: \(checked)", sourceLocation: sourceLocation)
        }
    }

    /// Builds the module below `directory` with the leak driver `LeakDriver.main(driver)` and
    /// runs it. Throws `SwiftCompiler.Failure` when it does not compile.
    public static func runLeakDriver(
        directory: URL,
        driver: String,
        languageMode: SwiftCompiler.LanguageMode = .swift6
    ) throws -> ProcessResult {
        try SwiftCompiler.buildAndRun(
            files: SwiftCompiler.swiftFiles(in: directory),
            driver: LeakDriver.main(driver),
            languageMode: languageMode
        )
    }

    /// A copy of the module below `directory` in which `file` (a relative path) has its only
    /// occurrence of `original` replaced by `replacement`: a mutant for negative controls.
    /// Throws when `original` does not occur exactly once, so a control cannot silently test
    /// an unchanged module. The caller removes the copy.
    public static func mutant(
        of directory: URL,
        file: String,
        replacing original: String,
        with replacement: String
    ) throws -> TemporaryDirectory {
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        let occurrences = text.components(separatedBy: original).count - 1
        guard occurrences == 1 else {
            throw MutationFailed(description: "\(file) contains \(occurrences) occurrences of \(original.debugDescription), expected 1")
        }
        let copy = try TemporaryDirectory(prefix: "vipera-mutant")
        for relativePath in TemporaryDirectory.files(in: directory) {
            let contents =
                relativePath == file
                ? text.replacingOccurrences(of: original, with: replacement)
                : try String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
            try copy.write(contents, to: relativePath)
        }
        return copy
    }

    /// Why `mutant(of:file:replacing:with:)` could not make its copy.
    public struct MutationFailed: Error, CustomStringConvertible {
        public let description: String
    }
}
