import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaLint

/// Each built-in template's generated module (its golden files), mutated to break an ownership
/// rule one line at a time (a `weak` dropped, a `[weak self]` capture dropped), is repaired by
/// the fixes back to the generated files, byte for byte.
@Suite struct FixTemplateMutationTests {
    /// A golden rendering and the profile its template is written for.
    struct Rendering: Sendable, CustomTestStringConvertible {
        let folder: String
        let paths: [String]
        let profile: ProfileName
        var testDescription: String { folder }
    }

    static let renderings: [Rendering] =
        [
            Rendering(folder: "viper", paths: ["Login", "LoginTests"], profile: .viper),
            Rendering(folder: "spec", paths: [], profile: .viper),
            Rendering(folder: "bc", paths: ["Home", "HomeTests", "Payments", "PaymentsTests"], profile: .bc),
            Rendering(folder: "bc/spec", paths: [], profile: .bc),
            Rendering(folder: "mvvm", paths: ["Login", "LoginTests"], profile: .mvvm),
            Rendering(folder: "mvvm/swiftui", paths: [], profile: .mvvm),
            Rendering(folder: "silver/plain", paths: [], profile: .silver),
            Rendering(folder: "silver/spec", paths: [], profile: .silver),
        ]
        + ["customModal", "modal", "navigationModal", "push", "spec", "storyboard", "storyboardIdentifier", "tab"].map {
            Rendering(folder: "moa/\($0)", paths: [], profile: .moa)
        }

    @Test(arguments: renderings)
    func mutationsAreRepairedToTheGeneratedFiles(rendering: Rendering) throws {
        let profile = try #require(Profile.builtIn[rendering.profile])
        let validator = Validator(configuration: Configuration(profile: profile))
        let files = try Self.files(Golden.folder(rendering.folder), paths: rendering.paths)
        let clean = Set(validator.validate(files.map(SourceInput.init)).map(Self.key))
        for (index, file) in files.enumerated() {
            for mutation in Self.mutations(of: file.text) {
                var mutated = files
                mutated[index].text = mutation
                let inputs = mutated.map(SourceInput.init)
                let broken = validator.validate(inputs).filter { FixPlanner.fixableRules.contains($0.ruleID) && !clean.contains(Self.key($0)) }
                guard !broken.isEmpty else { continue }
                let planner = FixPlanner(files: inputs)
                let application = planner.application(of: planner.attachingFixes(to: broken))
                let fixed = Dictionary(uniqueKeysWithValues: application.changes.map { ($0.path, $0.fixed) })
                #expect(fixed == [file.path: file.text], "\(rendering.folder)/\(file.path): \(broken.map(\.message)) fixed as:\n\(fixed)")
            }
        }
    }

    /// The mutations break every weak-reference rule, so the test above repairs each kind.
    @Test func mutationsBreakTheOwnershipRules() throws {
        let all = try Self.renderings.flatMap { rendering -> [String] in
            let profile = try #require(Profile.builtIn[rendering.profile])
            let validator = Validator(configuration: Configuration(profile: profile))
            let files = try Self.files(Golden.folder(rendering.folder), paths: rendering.paths)
            let clean = Set(validator.validate(files.map(SourceInput.init)).map(Self.key))
            return files.indices.flatMap { index in
                Self.mutations(of: files[index].text).flatMap { mutation -> [String] in
                    var mutated = files
                    mutated[index].text = mutation
                    return validator.validate(mutated.map(SourceInput.init)).filter {
                        FixPlanner.fixableRules.contains($0.ruleID) && !clean.contains(Self.key($0))
                    }.map(\.ruleID.rawValue)
                }
            }
        }
        // The templates store no closure that captures `self` (their closures capture it weakly and
        // are kept by UIKit or a builder), so no mutation breaks `closure-capture-cycle` there.
        #expect(Set(all) == ["weak-reference-required", "reference-cycle", "strong-delegate"])
    }

    private static func key(_ finding: Finding) -> String {
        "\(finding.ruleID) \(finding.file) \(finding.message)"
    }

    /// Each way of breaking ownership on one line of `text`: `weak` dropped from a property, or
    /// `[weak self]` dropped from a closure (its `self?.` back to `self.`).
    static func mutations(of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.compactMap { index in
            let line = lines[index]
            var mutated: String
            if let range = line.range(of: "weak var ") {
                mutated = line.replacingCharacters(in: range, with: "var ")
            } else if line.contains("[weak self] ") || line.contains("[weak self, ") {
                mutated = line.replacingOccurrences(of: "[weak self] ", with: "").replacingOccurrences(of: "[weak self, ", with: "[")
                mutated = mutated.replacingOccurrences(of: "self?.", with: "self.")
            } else {
                return nil
            }
            var copy = lines
            copy[index] = mutated
            return copy.joined(separator: "\n")
        }
    }

    struct File {
        let path: String
        var text: String
    }

    /// The Swift files below `paths` of `root` (all of it when empty), by relative path.
    static func files(_ root: URL, paths: [String]) throws -> [File] {
        let starts = paths.isEmpty ? [root] : paths.map { root.appendingPathComponent($0) }
        var files: [File] = []
        for start in starts {
            let enumerator = try #require(FileManager.default.enumerator(at: start, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                files.append(File(path: relative, text: try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

extension SourceInput {
    fileprivate init(_ file: FixTemplateMutationTests.File) {
        self.init(path: file.path, text: file.text)
    }
}
