import Testing

@testable import ViperaGenerator

@Suite struct CaseFormsTests {
    @Test(arguments: [
        ("UserProfile", "userProfile", "user_profile", "user-profile"),
        ("URLLoader", "urlLoader", "url_loader", "url-loader"),
        ("Login", "login", "login", "login"),
        ("HTTP", "http", "http", "http"),
        ("Step2Screen", "step2Screen", "step2_screen", "step2-screen"),
        ("my_module", "my_module", "my_module", "my-module"),
    ])
    func caseForms(input: String, lowerFirst: String, snake: String, kebab: String) {
        #expect(CaseForms.lowerFirst(input) == lowerFirst)
        #expect(CaseForms.snake(input) == snake)
        #expect(CaseForms.kebab(input) == kebab)
        #expect(CaseForms.upper(input) == input.uppercased())
    }

    @Test(arguments: [
        ("Shop", "Shop"), ("My Shop-App", "My_Shop_App"), ("2048", "_2048"), ("Café.iOS", "Café_iOS"), ("", "_"),
    ])
    func identifier(input: String, expected: String) {
        #expect(CaseForms.identifier(input) == expected)
    }
}
