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

    @Test(arguments: [
        ("", "it is empty"),
        ("Log/in", "it contains a path separator"),
        ("..", "it contains '..'"),
        ("a..b", "it contains '..'"),
        ("1Login", "'1Login' is not a Swift identifier (letters, digits and '_', not starting with a digit)"),
        ("Log-in", "'Log-in' is not a Swift identifier (letters, digits and '_', not starting with a digit)"),
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
