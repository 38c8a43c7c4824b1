import Foundation

/// Copies a template into the project's or the user's templates folder so a team can customise
/// it (`vipera templates init`).
public struct TemplateInstaller: Sendable {
    public let locator: TemplateLocator

    public init(locator: TemplateLocator) {
        self.locator = locator
    }

    /// Copies template `source` to `<project or user>/templates/<name>`, all-or-nothing.
    /// - Returns: the folder written.
    /// - Throws: `.alreadyExists` when the folder already exists.
    @discardableResult
    public func install(_ source: String, as name: String, global: Bool) throws(GenerationError) -> URL {
        let template = try locator.template(named: source)
        let base = (global ? locator.userDirectory : locator.projectDirectory).appendingPathComponent("templates")
        let destination = base.appendingPathComponent(name)
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw .unsafePath(path: name, reason: "a template name is a single folder name")
        }
        if FileManager.default.fileExists(atPath: destination.path) {
            throw .alreadyExists(path: destination.path)
        }
        let files = (template.files + (template.manifestFile.map { [$0] } ?? [])).map { file in
            RenderedFile(path: file.path, data: file.data, isTest: false)
        }
        _ = try PlanWriter(display: \.path).write(try Planner(folder: destination).plan(files: files), policy: .refuse)
        return destination
    }
}
