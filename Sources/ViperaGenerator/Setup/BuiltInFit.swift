import Foundation
import ViperaSupport

/// Whether a built-in template writes a team's module as the team does: rendered in memory for
/// one of the team's modules (nothing written), every type it declares and every file it names
/// must be one that module declares and has. A team whose names only resemble the built-in's
/// (`CartPresenterProtocol`, `CartViewController`) gets its own template extracted instead.
struct BuiltInFit {
    /// The built-in's type and file names the module does not have, sorted; empty when it fits.
    let missing: [String]
    /// What the module has in their place, sorted (for saying why it does not fit).
    let teamNames: [String]

    /// Renders `template` for `module` where the module's folder is.
    /// - Returns: `nil` when the template cannot be rendered for it (nothing to compare).
    init?(template: String, module: TemplateChoice.Candidate, root: URL, project: ProjectFolders, environment: [String: String]) {
        var request = GenerationRequest(
            module: module.name, template: template, outputDirectory: root.resolving(module.folders.outputFolder))
        request.includesTests = false
        guard let plan = try? Generator(workingDirectory: root, environment: environment).plan(request).plan else { return nil }
        let rendered = plan.entries.filter { !$0.isFolder && !$0.isTest }
        let renderedFiles = Set(rendered.map(\.url.lastPathComponent))
        let renderedTypes = Set(rendered.flatMap { Self.types(in: $0.data) })
        let teamFiles = module.folders.own(project.swiftFiles, in: project)
        let teamFileNames = Set(teamFiles.map(ProjectFolders.lastComponent))
        let teamTypes = Set(
            teamFiles.flatMap { file in
                (try? FileReading.data(atPath: root.resolving(file).path)).map(Self.types) ?? []
            })
        missing = (renderedTypes.subtracting(teamTypes).union(renderedFiles.subtracting(teamFileNames))).sorted()
        teamNames = teamTypes.filter { $0.contains(module.name) }.sorted()
    }

    /// Whether the built-in writes the module's names.
    var fits: Bool { missing.isEmpty }

    /// Why the built-in does not fit `module`, for init's output.
    func reason(template: String, module: String) -> String {
        let listed = { (names: [String]) in names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "") }
        let has = teamNames.isEmpty ? "" : "; it declares \(listed(teamNames))"
        return "the built-in \(template) does not write the team's names: for \(module) it would write \(listed(missing)), which \(module) does not have\(has)"
    }

    private static func types(in data: Data) -> [String] {
        TopLevelTypes(source: String(decoding: data, as: UTF8.self)).declarations.map(\.name)
    }
}
