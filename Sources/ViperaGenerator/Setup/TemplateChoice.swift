import Foundation
import ViperaCore

/// The team's template for `vipera init`: one of its modules extracted (`TemplateExtractor`),
/// the one the user names, else the most complete (most files, tests included) of those that
/// lint clean; one that cannot be extracted gives way to the next.
struct TemplateChoice {
    /// The module extracted, its folder, and why it was chosen.
    let module: String
    let extraction: TemplateExtraction
    let reason: String

    /// How many modules are tried before init gives up on extracting one.
    static let attempts = 5

    /// A module and what makes it a good source.
    struct Candidate {
        let name: String
        let folders: ModuleFolders
        let files: Int
        let findings: Int
    }

    /// The candidates, the best first: those in the folder holding most modules before others,
    /// then lint-clean ones, then most files.
    static func ranked(_ layout: ModuleLayout, project: ProjectFolders, findings: [String: Int]) -> [Candidate] {
        let inOutput = { (candidate: Candidate) in ModuleLayout.parent(of: candidate.folders.module) == layout.output?.folder }
        return layout.modules.map { module in
            let files = project.swiftFiles.filter { file in
                ([module.folders.module] + (module.folders.tests.map { [$0] } ?? [])).contains { file.hasPrefix($0 + "/") }
            }
            return Candidate(name: module.name, folders: module.folders, files: files.count, findings: files.reduce(0) { $0 + (findings[$1] ?? 0) })
        }.sorted { first, second in
            if inOutput(first) != inOutput(second) { return inOutput(first) }
            if (first.findings == 0) != (second.findings == 0) { return first.findings == 0 }
            if first.files != second.files { return first.files > second.files }
            if first.findings != second.findings { return first.findings < second.findings }
            return first.name < second.name
        }
    }

    /// Extracts the first of `candidates` that can be.
    /// - Returns: the choice, or what kept each tried module from being extracted.
    static func extract(
        _ candidates: [Candidate], with extractor: TemplateExtractor, as name: String, writing: Bool
    ) -> Result<TemplateChoice, Failures> {
        let clean = candidates.count { $0.findings == 0 }
        let total = candidates.count
        var failures: [String] = []
        for candidate in candidates.prefix(attempts) {
            do {
                let extraction = try extractor.extract(
                    module: candidate.name, from: candidate.folders.module, testsFrom: candidate.folders.tests, as: name, writing: writing)
                let why =
                    candidate.findings == 0
                    ? "the most complete of the \(clean) of \(total) modules with folders of their own that lint clean"
                    : "the most complete of the \(total) modules with folders of their own, \(counted(candidate.findings, "finding")) (none lints clean)"
                return .success(TemplateChoice(module: candidate.name, extraction: extraction, reason: why))
            } catch {
                failures.append("\(candidate.name): \(error.description)")
            }
        }
        return .failure(Failures(reasons: failures))
    }

    /// What kept the tried modules from being extracted, one line each.
    struct Failures: Error {
        let reasons: [String]
    }
}
