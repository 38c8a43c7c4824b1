import Foundation

extension Generator {
    /// Where a run in this folder looks templates up: the standard places, `extraDirectory`
    /// (`--templates`) first, and the `Templates/` folder beside a Generamba project's
    /// `Rambafile` (where `generamba template install` puts them).
    func templateLocator(extraDirectory: URL?, rambafile: Rambafile?) -> TemplateLocator {
        var locator = TemplateLocator.standard(workingDirectory: workingDirectory, environment: environment, extraDirectory: extraDirectory.map(resolve))
        locator.generambaDirectory = rambafile.map { $0.directory.appendingPathComponent("Templates") }
        return locator
    }

    /// Where `plan(_:)` looks templates up in this folder, for `vipera templates` to list, show
    /// and copy the very templates generation finds.
    /// - Throws: a configuration error when the folder's `Rambafile` cannot be read.
    public func templateLocator(extraTemplatesDirectory: URL?) throws(GenerationError) -> TemplateLocator {
        let rambafile: Rambafile?
        do { rambafile = try Rambafile.load(from: workingDirectory) } catch { throw .configuration(error) }
        return templateLocator(extraDirectory: extraTemplatesDirectory, rambafile: rambafile)
    }

    /// The template names a run in this folder can be given, once each, in lookup order, from
    /// every place `plan(_:)` looks (for shell completion). A `Rambafile` that cannot be read
    /// adds no names instead of failing.
    public func templateNames(extraTemplatesDirectory: URL? = nil) -> [String] {
        let rambafile = (try? Rambafile.load(from: workingDirectory)) ?? nil
        return templateLocator(extraDirectory: extraTemplatesDirectory, rambafile: rambafile).available().map(\.name)
    }
}
