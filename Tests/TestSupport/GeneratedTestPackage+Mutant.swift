import Foundation

extension GeneratedTestPackage {
    /// A negative control: runs the generated `tests` (Swift 6 mode) on a copy of the module
    /// below `module` in which `file` (a relative path) has its only occurrence of `original`
    /// replaced by `replacement`. Throws when `original` does not occur exactly once.
    public static func runTests(
        appModule: String, mutantOf module: URL, file: String, replacing original: String, with replacement: String, tests: [URL]
    ) throws -> ProcessResult {
        let mutant = try GeneratedModuleChecks.mutant(of: module, file: file, replacing: original, with: replacement)
        defer { mutant.remove() }
        return try runTests(appModule: appModule, sources: [mutant.url], tests: tests, languageMode: .swift6)
    }
}
