import Testing
import ViperaCore
import ViperaLint

/// Detection from names alone: conventions with evidence, prefixes, code to exclude.
@Suite struct ConventionDetectionTests {
    @Test func vendoredGeneratedAndTemplateCodeIsExcluded() {
        let detection = ConventionDetection(files: [
            ("App/Login/LoginPresenter.swift", "final class LoginPresenter {}"),
            ("App/Resources/R.generated.swift", "struct R {}"),
            ("Vendor/Charts/Chart.swift", "final class Chart {}"),
            ("Templates/Module.xctemplate/___FILEBASENAME___Presenter.swift", "final class ___VARIABLE_name___Presenter {}"),
            ("fastlane/SnapshotHelper.swift", "enum SnapshotError {}\nopen class Snapshot {}"),
        ])
        #expect(detection.exclusions.map(\.glob) == ["App/Resources/R.generated.swift", "Templates/Module.xctemplate", "Vendor", "fastlane"])
        #expect(detection.exclusions.map(\.reason) == ["generated code", "Xcode template placeholders", "vendored code", "fastlane tooling"])
    }

    @Test func classPrefixesOfMostModulesAreFound() {
        let files = ["SMLogin", "SMCart", "SMFeed"].map { module in
            ("\(module).swift", "protocol \(module)ViewInput: AnyObject {}\nprotocol \(module)ViewOutput: AnyObject {}")
        }
        let detection = ConventionDetection(files: files)
        #expect(detection.prefixes == ["SM"])
        #expect(detection.conventions.map(\.convention.name) == ["rambler"])
        #expect(detection.conventions[0].evidence == "3 modules follow <M>ViewInput/<M>ViewOutput: rambler (e.g. SMCart, SMFeed, SMLogin)")
        #expect(detection.summary == "rambler (detected: 3 modules)")
    }

    /// A lone `<M>ViewDelegate` per component is common outside VIPER; it tells nothing.
    @Test func oneFormPerModuleIsNotEvidence() {
        let detection = ConventionDetection(files: [
            ("A.swift", "protocol HeaderViewDelegate: AnyObject {}\nprotocol FooterViewDelegate: AnyObject {}\nprotocol PagerViewDelegate: AnyObject {}")
        ])
        #expect(detection.conventions.map(\.convention.name) == ["vipera"])
        #expect(detection.summary == "vipera (detected: 0 modules)")
    }

    @Test func typealiasCompositionsCountAsProtocols() {
        let detection = ConventionDetection(files: [
            ("LoginContract.swift", "typealias LoginPresentation = LoginViewEvents & LoginLifecycle\nprotocol LoginUseCase {}\nprotocol LoginWireframe {}"),
            ("CartContract.swift", "protocol CartPresentation {}\nprotocol CartUseCase {}"),
        ])
        #expect(detection.conventions.map(\.convention.name) == ["contract"])
        #expect(detection.conventions[0].modules == ["Cart", "Login"])
    }

    /// Protocols in a comment or a string declare nothing: commented-out modules are no evidence.
    @Test func declarationsInCommentsAreNoEvidence() {
        let files = ["SMLogin", "SMCart", "SMFeed"].map { module in
            ("\(module).swift", "/*\nprotocol \(module)ViewInput: AnyObject {}\nprotocol \(module)ViewOutput: AnyObject {}\n*/")
        }
        let detection = ConventionDetection(files: files)
        #expect(detection.conventions.map(\.convention.name) == ["vipera"])
        #expect(detection.prefixes.isEmpty)
    }
}
