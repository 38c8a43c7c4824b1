import Foundation
import TestSupport
import Testing

/// The `silver` template's output compiles cleanly and frees itself, alone and as two modules of
/// a spec where one shows the other (and only the first writes the shared types).
/// `SILVERGeneratedTestsRunTests` builds the single module in Swift 5 and 6, and the spec in
/// Swift 6, with warnings as errors.
@Suite("SILVER template output")
struct SILVERTemplateTests {
    /// The mode `SILVERGeneratedTestsRunTests` does not build the spec in.
    @Test("two modules of a spec type-check together in Swift 5")
    func specTypeChecks() {
        GeneratedModuleChecks.assertTypeChecks(directory: TemplateVariant.silverSpecModules, languageModes: [.swift5])
    }

    @Test("frees itself after showing the loaded title", arguments: SwiftCompiler.LanguageMode.allCases)
    func freesItself(mode: SwiftCompiler.LanguageMode) {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: TemplateVariant.silver.golden, driver: SILVERFixture.showsTitleDriver, languageMode: mode
        )
        GeneratedModuleChecks.expectChecked(["CheckoutViewController", "CheckoutRouter", "CheckoutInteractor", "UILabel", "UIAction"], in: result)
    }

    @Test("a module and the child it pushed, which reported an output, free themselves")
    func freesParentAndChild() {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: TemplateVariant.silverSpecModules, driver: SILVERFixture.showsChildDriver
        )
        GeneratedModuleChecks.expectChecked(
            ["CheckoutViewController", "CheckoutRouter", "AddressViewController", "AddressRouter", "AddressInteractor", "UIAction"], in: result)
        #expect(result?.stdout.contains("the output took Address away: true") == true, "\(String(describing: result))")
    }
}
