import Foundation
import ViperaCore
import ViperaSupport

/// The pre-flight: before anything is written, the types the planned Swift files declare at their
/// top level are looked up in the project's Swift files (and in the other modules of the run).
/// A file declaring a type that exists already is a conflict; a file declaring only shared types
/// (named without the module's name, as silver's `Module`) that exist already is not written.
extension Generator {
    /// `prepared` (planned into `outputs`, one folder per plan) checked against the project, whose
    /// Swift files `swiftFiles` lists.
    func checkDeclarations(_ prepared: [Prepared], outputs: [URL], swiftFiles: ProjectSwiftFiles) -> [Prepared] {
        let modules = RunModules(Set(prepared.map(\.module.value)))
        // A file naming a type without a module's name is parsed: on every lane, as rendering is.
        let planned = Concurrently.map(prepared.count, lanes: TemplateRenderer.laneCount) { index, _ in
            prepared[index].plan.entries.map { PlannedTypeNames($0, modules: modules) }
        }
        let scans = planned.map { $0.map(\.names) }
        let candidates = scans.joined().reduce(into: Set<String>()) { $0.formUnion($1) }
        guard !candidates.isEmpty else { return prepared }
        // The files the run writes over are compared by content, not read as the project's.
        let excluded = Set(
            prepared.flatMap(\.plan.entries).filter { $0.status != .new }.compactMap { try? FolderListing.realPath($0.path) })
        // A file that contains no module's name and no name without one declares none of them.
        let needles = modules.names.union(candidates.filter(modules.areAbsent))
        var places: [String: ExistingPlace] = [:]
        var notes: [String] = []
        for root in Self.outermost(Set(outputs.map(projectFolder))) {
            guard let found = ProjectDeclarations(root: root, names: candidates, needles: needles, excluded: excluded, swiftFiles: swiftFiles) else {
                notes.append(
                    "types declared already were not looked for: '\(display(root))' holds more than "
                        + "\(ProjectDeclarations.entryLimit) files and folders (run vipera in the project's folder or give it a .vipera.yml)")
                continue
            }
            for (name, list) in found.places where places[name] == nil {
                let first = list[0]
                places[name] = ExistingPlace(
                    keyword: first.declaration.keyword, place: "\(display(URL(fileURLWithPath: first.path))):\(first.declaration.line)")
            }
        }
        // A name more than one module may declare: the first module's file declares it for the others.
        let moduleNames = scans.map { $0.reduce(into: Set<String>()) { $0.formUnion($1) } }
        let inSeveralModules = Set(moduleNames.flatMap { $0 }.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }.filter { $0.value > 1 }.keys)
        var checked = prepared
        for (index, module) in prepared.enumerated() {
            var entries = module.plan.entries
            for (entryIndex, entry) in entries.enumerated()
            where scans[index][entryIndex].contains(where: { places[$0] != nil || inSeveralModules.contains($0) }) {
                let declarations = planned[index][entryIndex].declarations(of: entry)
                let clashes = declarations.compactMap { declaration in
                    places[declaration.name].map { existing in
                        ExistingDeclaration(
                            name: declaration.name, keyword: existing.keyword, place: existing.place,
                            isShared: !declaration.name.contains(module.module.value))
                    }
                }
                entries[entryIndex].declaredElsewhere = clashes
                if !clashes.isEmpty, clashes.count == declarations.count, clashes.allSatisfy(\.isShared), entry.status != .unchanged {
                    entries[entryIndex].status = .declared
                    continue
                }
                for declaration in declarations where inSeveralModules.contains(declaration.name) && places[declaration.name] == nil {
                    places[declaration.name] = ExistingPlace(keyword: declaration.keyword, place: "\(entry.displayPath):\(declaration.line)")
                }
            }
            checked[index] = Prepared(module: module.module, template: module.template, plan: GenerationPlan(entries: entries, notes: notes))
        }
        return checked
    }

    /// Where a type is declared.
    private struct ExistingPlace {
        let keyword: String
        let place: String
    }

    /// The project folder of a module written into `output`.
    private func projectFolder(_ output: URL) -> URL {
        ProjectFolder.of(
            output: output, configuration: ProjectFile.find(from: workingDirectory)?.deletingLastPathComponent(), workingDirectory: workingDirectory,
            environment: environment)
    }

    /// `folders` without those inside another of them, in path order.
    private static func outermost(_ folders: Set<URL>) -> [URL] {
        let paths = folders.map { $0.standardizedFileURL.path }.sorted()
        return paths.filter { path in !paths.contains { $0 != path && path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } }
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
    }
}
