import Testing
import ViperaCore

@Suite struct ModuleNameTests {
    @Test func keepsAValidName() throws {
        let name = try ModuleName(validating: "Login")
        #expect(name.value == "Login")
        #expect(!name.wasCapitalized)
    }

    @Test func upperCasesTheFirstLetter() throws {
        let name = try ModuleName(validating: "userProfile")
        #expect(name.value == "UserProfile")
        #expect(name.wasCapitalized)
    }

    /// `Café` is a Swift identifier written with `é` (NFC) or with `e` and a combining accent
    /// (NFD, as some file systems and tools hand names over); both give the composed name.
    @Test func acceptsEitherNormalizationAndComposesIt() throws {
        for input in ["Caf\u{E9}", "Caf\u{65}\u{301}", "caf\u{65}\u{301}"] {
            let name = try ModuleName(validating: input)
            #expect(Array(name.value.unicodeScalars) == Array("Caf\u{E9}".unicodeScalars), "\(input.unicodeScalars.map(\.value))")
        }
        #expect(try !ModuleName(validating: "Caf\u{65}\u{301}").wasCapitalized)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("Log/in", "it contains a path separator"),
        ("..", "it contains '..'"),
        ("a..b", "it contains '..'"),
        ("1Login", "its character '1' (U+0031 DIGIT ONE) cannot start a Swift identifier (letters, digits and '_', not starting with a digit)"),
        (
            "Log-in",
            "its character '-' (U+002D HYPHEN-MINUS) cannot be part of a Swift identifier (letters, digits and '_', not starting with a digit)"
        ),
        (
            "Caf\u{0301}\u{2022}",
            "its character '•' (U+2022 BULLET) cannot be part of a Swift identifier (letters, digits and '_', not starting with a digit)"
        ),
        ("\u{0301}Login", "its character U+0301 COMBINING ACUTE ACCENT cannot start a Swift identifier (letters, digits and '_', not starting with a digit)"),
        ("self", "'Self' is a Swift keyword"),
        ("protocol", "'Protocol' is a Swift keyword"),
    ])
    func refuses(input: String, reason: String) {
        #expect(throws: ModuleNameError(input: input, reason: reason)) {
            try ModuleName(validating: input)
        }
    }
}

@Suite struct ModuleNameLimitTests {
    @Test func refusesANameLongerThanTheLimitWithAShortMessage() {
        let input = String(repeating: "A", count: ModuleName.maximumLength + 1)
        #expect(throws: ModuleNameError(input: input, reason: "it is longer than 200 bytes (201)")) {
            try ModuleName(validating: input)
        }
        let error = ModuleNameError(input: input, reason: "r")
        #expect(error.description == "invalid module name '\(String(repeating: "A", count: 40))…': r")
    }

    @Test func acceptsANameAtTheLimit() throws {
        let input = String(repeating: "A", count: ModuleName.maximumLength)
        #expect(try ModuleName(validating: input).value == input)
    }

    @Test func escapesControlCharactersInTheMessage() {
        let error = ModuleNameError(input: "a\u{1B}[31mb\n", reason: "r")
        #expect(error.description == "invalid module name 'a\\u{1B}[31mb\\n': r")
    }
}
