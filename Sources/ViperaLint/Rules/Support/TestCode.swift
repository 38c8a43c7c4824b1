extension TypeInfo {
    /// Whether the type is declared in test code: in a folder whose name ends in `Tests`
    /// (`FinanceAppTests/`, `LoginUITests/`) or a file whose name does (`LoginRouterTests.swift`).
    /// Test doubles hold what they spy on strongly on purpose, so the ownership and cycle rules
    /// do not count them as the architecture; naming rules still check them.
    var isTestCode: Bool {
        let components = primaryFact.file.split(separator: "/")
        return components.dropLast().contains { $0.hasSuffix("Tests") } || components.last?.hasSuffix("Tests.swift") == true
    }
}
