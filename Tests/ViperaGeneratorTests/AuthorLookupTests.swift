import Testing
@testable import ViperaGenerator

@Suite struct AuthorLookupTests {
    @Test func readsTheNameOfTheUserSection() {
        #expect(AuthorLookup.userName(inGitConfig: "[core]\n\tname = nope\n[user]\n\temail = j@x\n\tname = \"Jane Doe\"\n") == "Jane Doe")
        #expect(AuthorLookup.userName(inGitConfig: "[User]\n  Name=Bob \t\n") == "Bob")
        #expect(AuthorLookup.userName(inGitConfig: "[user]\n\temail = j@x\n[core]\n\tname = nope\n") == nil)
    }
}
