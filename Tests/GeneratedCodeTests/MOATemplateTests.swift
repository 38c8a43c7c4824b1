import Foundation
import TestSupport
import Testing

/// The `moa` template's output, in every presentation mode and with a storyboard, compiles
/// cleanly, frees itself and reuses its live presenter and screen.
@Suite("MOA template output")
struct MOATemplateTests {
    /// The modes `MOAGeneratedTestsRunTests` does not build with warnings as errors: every
    /// presentation in Swift 6 and the modal one in Swift 5 are built there.
    @Test("type-checks without warnings in Swift 5 and 6", arguments: TemplateVariant.moa.filter { $0.name != "modal" })
    func typeChecks(variant: TemplateVariant) {
        let built = TemplateVariant.moaPresentations.contains { $0.name == variant.name }
        GeneratedModuleChecks.assertTypeChecks(directory: variant.golden, languageModes: built ? [.swift5] : [.swift5, .swift6])
    }

    @Test("a module of a spec, with inputs and outputs, type-checks without warnings in Swift 5 and 6")
    func specTypeChecks() {
        GeneratedModuleChecks.assertTypeChecks(directory: TemplateVariant.moaSpecModules)
    }

    @Test("a module of a spec reports through its completions and frees itself")
    func specModuleReportsAndFreesItself() {
        let result = GeneratedModuleChecks.assertFreesItself(directory: TemplateVariant.moaSpecModules, driver: MOAFixture.reportsDriver)
        GeneratedModuleChecks.expectChecked(["LoginViewController", "LoginPresenter", "LoginWireframe"], in: result)
        #expect(result?.stdout.contains("reported: didLogIn token") == true, "\(String(describing: result))")
    }

    @Test("a module that opened another, which reported an output and was opened again, frees itself and the other")
    func routingModuleFreesItselfAndTheOther() {
        let result = GeneratedModuleChecks.assertFreesItself(directory: TemplateVariant.moaSpecModules, driver: MOAFixture.routeDriver)
        GeneratedModuleChecks.expectChecked(
            ["HomeViewController", "HomePresenter", "HomeWireframe", "LoginViewController", "LoginPresenter", "LoginWireframe"], in: result)
        #expect(result?.stdout.contains("didLogIn took Login away: true") == true, "\(String(describing: result))")
    }

    @Test("frees itself once its container is released", arguments: TemplateVariant.moaPresentations)
    func freesItself(variant: TemplateVariant) {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: variant.golden,
            driver: MOAFixture.showsTitleDriver(presentation: variant.name)
        )
        GeneratedModuleChecks.expectChecked(["PaymentsViewController", "PaymentsPresenter", "PaymentsWireframe", "UILabel", "UIAction"], in: result)
    }

    @Test("a second call with the same parameters reuses the live presenter and screen")
    func reusesTheLiveModule() throws {
        let variant = try #require(TemplateVariant.moaPresentations.first { $0.name == "modal" })
        let result = try SwiftCompiler.buildAndRun(
            files: SwiftCompiler.swiftFiles(in: variant.golden),
            driver: LeakDriver.main(MOAFixture.reuseDriver),
            languageMode: .swift6
        )
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.split(separator: "\n") == [
                "same routable: true",
                "same screen: true",
                "freed after release: true",
                "third call shows a new screen: true",
            ], "\(result)")
    }
}

/// The MOA checks can fail: a weak collection that holds strongly keeps the module alive.
@Suite("MOA negative control")
struct MOANegativeControlTests {
    @Test func aStrongCollectionLeaks() throws {
        let variant = try #require(TemplateVariant.moaPresentations.first { $0.name == "modal" })
        let mutant = try GeneratedModuleChecks.mutant(
            of: variant.golden, file: "PaymentsWeakCollection.swift",
            replacing: "weak var element: Element?", with: "var element: Element?"
        )
        defer { mutant.remove() }
        let result = try GeneratedModuleChecks.runLeakDriver(directory: mutant.url, driver: MOAFixture.showsTitleDriver(presentation: "modal"))
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("still alive: PaymentsPresenter"), "\(result)")
    }
}
