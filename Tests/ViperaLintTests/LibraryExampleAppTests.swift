import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaLint

/// A library's example app (a project below a folder holding a `.podspec`, as `pod lib create`
/// lays out a local pod) is not the team's code: detection excludes it, so nothing in it is
/// learned from or reported; the pod's own sources are still checked.
@Suite struct LibraryExampleAppTests {
    /// The findings and exclusions of a first `vipera lint` (detection, no `.vipera.yml`) on an
    /// app beside a local pod with an example app, each misnaming a file.
    private func lint() throws -> (exclusions: [String], findings: [String]) {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let files = [
            "Shop.xcodeproj/project.pbxproj": "",
            "Shop/CartView.swift": "final class CartView {}\n",
            "Local Pods/Charts/Charts.podspec": "Pod::Spec.new do |s|\n  s.name = 'Charts'\nend\n",
            "Local Pods/Charts/Sources/Axis.swift": "public struct Legend {}\n",
            "Local Pods/Charts/Example/Charts.xcodeproj/project.pbxproj": "",
            "Local Pods/Charts/Example/Charts/ViewController.swift": "final class ChartDemo {}\n",
        ]
        for (path, text) in files { try folder.write(text, to: path) }
        var configuration = Configuration(root: folder.url)
        configuration.detectsConventions = true
        let result = try Validator(configuration: configuration).run()
        return (
            (result.detection?.exclusions ?? []).map { "\($0.glob): \($0.reason)" },
            result.findings.filter { "\($0.ruleID)" == "file-name" }.map { "\($0.file): \($0.message)" }
        )
    }

    @Test func theExampleAppOfALocalPodIsExcludedAndThePodsSourcesAreChecked() throws {
        let (exclusions, findings) = try lint()
        #expect(exclusions == ["Local Pods/Charts/Example: the example app of the library Charts.podspec"])
        #expect(findings == ["Local Pods/Charts/Sources/Axis.swift: Axis.swift declares Legend; name the file Legend.swift"])
    }
}
