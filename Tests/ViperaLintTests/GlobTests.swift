import Testing

@testable import ViperaLint

/// A pattern without wildcards is matched by comparing bytes; it must answer as the component
/// matcher does, which `<pattern>/**` (the same set of paths) goes through.
@Suite struct GlobTests {
    static let patterns = ["", ".", "Pods", "./Pods", "Pods/", "App/Generated", "App//Generated", "App/Gen", "App/Generated/Strings.swift"]
    static let paths = [
        "Pods", "Pods/Alamofire/Session.swift", "Podsx/A.swift", "App/Generated", "App/Generated/", "App/Generated/Strings.swift",
        "App//Generated/Strings.swift", "/App/Generated/A.swift", "App/GeneratedX/A.swift", "App/Gen", "./App/Generated/A.swift", "App",
        "", "Ä/Pods", "App/Generated/Strings.swiftx",
    ]

    @Test(arguments: patterns)
    func aLiteralPatternMatchesAsTheComponentMatcherDoes(_ pattern: String) {
        let literal = Glob(pattern)
        let wildcard = Glob(pattern + "/**")
        for path in Self.paths {
            #expect(literal.matches(path) == wildcard.matches(path), "\(pattern) against \(path)")
        }
    }

    @Test func aFolderPatternMatchesItsFilesAndNotItsNamesakes() {
        #expect(Glob("App/Generated").matches("App/Generated/Strings.swift"))
        #expect(Glob("App/Generated").matches("App/Generated"))
        #expect(!Glob("App/Generated").matches("App/GeneratedStrings.swift"))
        #expect(!Glob("App/Generated").matches("App"))
        #expect(Glob("").matches("anything/at/all.swift"))
    }
}
