import Foundation
import ViperaCore

/// The team's template for `vipera init`: one of its modules extracted (`TemplateExtractor`),
/// the one the user names, else the most complete (most files, tests included) of those that
/// lint clean, else, as a module made from the template has its source's findings, the one with
/// fewest; among those, the one with fewest files of its own (a cell only it has), as a new module
/// has the files the team's modules share; one that cannot be extracted gives way to the next. Findings `vipera lint --fix` clears
/// within the module's own files do not count: the template is extracted with those fixes made.
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
        /// How many of its files are named as no other module's file is, its name set aside
        /// (`DetailsCommentCell.swift` where no other module has a `<M>CommentCell.swift`).
        let ownFiles: Int
        /// How many of the module roles (`moduleRoles`) its files' names show.
        let roles: Int
        /// Its findings but those `revision` clears.
        let findings: Int
        /// Its files as the fixes of its findings make them.
        let revision: SourceRevision
    }

    /// The roles of a module, each with the words its files' names show it by; a helper a
    /// single module has (a worker, a service) does not make the others incomplete.
    private static let moduleRoles = [
        ["Presenter"], ["Interactor"], ["Router", "Wireframe", "Coordinator"], ["View"], ["Builder", "Assembly", "Configurator", "Factory"],
    ]

    /// The candidates, the best first: those in the folder holding most modules before others,
    /// then complete ones (showing as many roles as any), then fewest findings (lint-clean ones
    /// first), then fewest findings fixed in the template, then fewest files of its own, then most files.
    /// - Parameter revise: the fixes of the findings in a module's files (paths relative to the root).
    static func ranked(
        _ layout: ModuleLayout, project: ProjectFolders, findings: [String: Int], revise: (_ files: Set<String>) -> SourceRevision = { _ in .none }
    ) -> [Candidate] {
        let inOutput = { (candidate: Candidate) in candidate.folders.outputFolder == layout.output?.folder }
        let filesOfModules = layout.modules.map { module in
            let tests = module.folders.tests.map { tests in project.swiftFiles.filter { $0.hasPrefix(tests + "/") } } ?? []
            return Set(module.folders.own(project.swiftFiles, in: project) + tests).sorted()
        }
        // Each module's file names with its own name set aside, and how many modules have each.
        let shapes = zip(layout.modules, filesOfModules).map { module, files in
            Set(files.map { ProjectFolders.lastComponent($0).replacingOccurrences(of: module.name, with: "\u{0}") })
        }
        var modulesHaving: [String: Int] = [:]
        for name in shapes.flatMap({ $0 }) { modulesHaving[name, default: 0] += 1 }
        let candidates = zip(layout.modules, zip(filesOfModules, shapes)).map { module, filesAndShape in
            let (files, shape) = filesAndShape
            let names = files.map(ProjectFolders.lastComponent)
            let found = files.reduce(0) { $0 + (findings[$1] ?? 0) }
            let revision = found == 0 ? .none : revise(Set(files))
            return Candidate(
                name: module.name, folders: module.folders, files: files.count, ownFiles: shape.count { modulesHaving[$0] == 1 },
                roles: moduleRoles.count { words in names.contains { name in words.contains { name.contains($0) } } },
                findings: max(found - revision.fixed, 0), revision: revision)
        }
        let mostRoles = candidates.filter(inOutput).map(\.roles).max() ?? 0
        let complete = { (candidate: Candidate) in candidate.roles >= mostRoles }
        return candidates.sorted { first, second in
            if inOutput(first) != inOutput(second) { return inOutput(first) }
            if complete(first) != complete(second) { return complete(first) }
            if first.findings != second.findings { return first.findings < second.findings }
            // The team's code as it is before code the fixes change.
            if first.revision.fixed != second.revision.fixed { return first.revision.fixed < second.revision.fixed }
            if first.ownFiles != second.ownFiles { return first.ownFiles < second.ownFiles }
            if first.files != second.files { return first.files > second.files }
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
                    module: candidate.name, from: candidate.folders.module, testsFrom: candidate.folders.tests, as: name, writing: writing,
                    revised: candidate.revision.texts)
                let fixes =
                    candidate.revision.fixed == 0
                    ? ""
                    : "; the template has the fixes vipera lint --fix makes to \(counted(candidate.revision.fixed, "finding")) of the module, "
                        + "which is left as it is"
                return .success(
                    TemplateChoice(
                        module: candidate.name, extraction: extraction, reason: reason(findings: candidate.findings, clean: clean, total: total) + fixes))
            } catch {
                failures.append("\(candidate.name): \(error.description)")
            }
        }
        return .failure(Failures(reasons: failures))
    }

    /// Why a module with `findings` was chosen among `total` modules, `clean` of which lint clean.
    private static func reason(findings: Int, clean: Int, total: Int) -> String {
        guard findings == 0 else {
            let some = counted(findings, "finding")
            if clean > 0 {
                let those =
                    clean == 1
                    ? "the one module of the \(total) that lints clean shows fewer roles, is outside the output folder or could not be extracted"
                    : "the \(clean) modules of the \(total) that lint clean show fewer roles, are outside the output folder or could not be extracted"
                return "\(those); this one has the fewest findings of the others (\(some)): modules made from it will have them too"
            }
            return total == 1
                ? "the only module with a folder of its own; it does not lint clean (\(some)), and modules made from it will have its findings"
                : "none of the \(total) modules with folders of their own lints clean, and this one has the fewest findings of the most complete that could be extracted (\(some)): modules made from it will have them too"
        }
        if total == 1 { return "the only module with a folder of its own, and it lints clean" }
        if clean == 1 { return "the only one of the \(total) modules with folders of their own that lints clean" }
        return "the most complete of the \(clean) of \(total) modules with folders of their own that lint clean"
    }

    /// What kept the tried modules from being extracted, one line each.
    struct Failures: Error {
        let reasons: [String]
    }
}
