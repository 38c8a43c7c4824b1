import ViperaCore

/// Code that is not the app: test targets and folders, and test doubles by their usual names.
/// Test doubles hold what they spy on strongly on purpose and are named after what they stand
/// in for, so neither the ownership nor the naming rules read them as the architecture.
enum TestCode {
    /// Last words of a folder that holds tests or their doubles (`LoginTests/`, `AppUITests/`,
    /// `app-tests/`, `Specs/`, `Mocks/`), capitalised; a singular (`SpeedTest/`) may be a feature.
    private static let folderWords: Set<String> = ["Tests", "Specs", "Mocks", "Fakes", "Stubs"]
    /// Modules only test code imports: XCTest (with XCUITest), Swift Testing, Quick and Nimble.
    private static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]
    /// Last words of a test file's name (`LoginRouterTests.swift`, `CartSpec.swift`).
    private static let fileWords: Set<String> = ["Tests", "Specs", "Spec"]
    /// First words of a test double's name (`MockCartRouter`, `FakeClock`).
    private static let doublePrefixes = ["Mock", "Mocked", "Fake", "Stub", "Stubbed", "Spy", "Dummy"]
    /// Last words of a test double's name (`CartRouterMock`, `LoginInteractorSpy`).
    private static let doubleSuffixes = ["Mock", "Fake", "Stub", "Spy", "Dummy", "Double"]

    /// Whether `path` is in a test folder or is a test file.
    static func isTestPath(_ path: String) -> Bool {
        var components = path.split(separator: "/")
        guard let file = components.popLast() else { return false }
        let baseName = file.hasSuffix(".swift") ? file.dropLast(".swift".count) : file
        if lastWord(of: baseName).map(fileWords.contains) == true { return true }
        return components.contains { lastWord(of: $0).map { folderWords.contains($0.prefix(1).uppercased() + $0.dropFirst()) } == true }
    }

    /// The paths of `files` that are test code: by their path (`isTestPath`), or by their
    /// content, whatever the team names its test folders (`XCUITest/`, `UITests_iPad/`): a file
    /// importing a test framework, and every file of a folder most of whose files import one
    /// (a UI test target's screens and helpers beside its tests).
    static func paths(in files: [FileFacts]) -> Set<String> {
        var testing = Set(files.lazy.filter { isTestPath($0.path) || $0.imports.contains { testFrameworks.contains($0.module) } }.map(\.path))
        let folders = Dictionary(grouping: files.map(\.path)) { path in path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "" }
        for (_, paths) in folders where paths.filter(testing.contains).count * 2 > paths.count {
            testing.formUnion(paths)
        }
        return testing
    }

    /// Whether `name` is a test double's: it starts with a test double's word followed by
    /// another word, or ends with one after another word. Asked of every type, so it compares
    /// the ends of the name without splitting it.
    static func isTestDouble(_ name: String) -> Bool {
        doublePrefixes.contains { word in
            name.hasPrefix(word) && name.dropFirst(word.count).first?.isUppercase == true
        } || doubleSuffixes.contains { word in name.count > word.count && name.hasSuffix(word) }
    }

    /// The last camel-case word of `name` (`Tests` for `LoginUITests`) when `name` ends in one of
    /// the folder or file words, in any case; `nil` for any other name, which need not be split.
    private static func lastWord(of name: Substring) -> String? {
        guard endings.contains(where: { name.utf8.count >= $0.count && zip(name.utf8.suffix($0.count), $0).allSatisfy { $0 | 0x20 == $1 } })
        else { return nil }
        return NameWords.words(String(name)).last
    }

    /// The folder and file words, lowercased ASCII bytes (`| 0x20` lowercases an ASCII letter).
    private static let endings = folderWords.union(fileWords).map { Array($0.lowercased().utf8) }
}
