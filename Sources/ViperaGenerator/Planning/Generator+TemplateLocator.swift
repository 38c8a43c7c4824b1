import Foundation
import ViperaCore

extension Generator {
    /// Where templates are found for a run in the working folder: `TemplateLocator.standard`'s
    /// places and a Generamba project's `Templates/` (next to the working folder's `Rambafile`).
    /// Generation and `vipera templates list` and `show` look in exactly these.
    /// - Parameter extraDirectory: `--templates`, resolved against the working folder.
    /// - Throws: `.configuration` when the `Rambafile` cannot be read.
    public func templateLocator(extraDirectory: URL?) throws(GenerationError) -> TemplateLocator {
        let rambafile: Rambafile?
        do { rambafile = try Rambafile.load(from: workingDirectory) } catch { throw .configuration(error) }
        return templateLocator(extraDirectory: extraDirectory, rambafile: rambafile)
    }

    /// The locator for a run whose `Rambafile` is read already.
    func templateLocator(extraDirectory: URL?, rambafile: Rambafile?) -> TemplateLocator {
        var locator = TemplateLocator.standard(
            workingDirectory: workingDirectory, environment: environment, extraDirectory: extraDirectory.map(resolve))
        // Where `generamba template install` puts a project's templates.
        locator.generambaDirectory = rambafile.map { $0.directory.appendingPathComponent("Templates") }
        return locator
    }
}

extension Generator {
    /// The template names a run in this folder can be given, once each, in lookup order, from
    /// every place `plan(_:)` looks (for shell completion). A `Rambafile` that cannot be read
    /// adds no names instead of failing.
    public func templateNames(extraTemplatesDirectory: URL? = nil) -> [String] {
        let rambafile = (try? Rambafile.load(from: workingDirectory)) ?? nil
        return templateLocator(extraDirectory: extraTemplatesDirectory, rambafile: rambafile).available().map(\.name)
    }
}
