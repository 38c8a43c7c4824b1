import ViperaCore

/// A loaded template: its files, its manifest and where it came from.
public struct Template: Sendable {
    /// The name it is asked for by, e.g. `viper`.
    public let name: String
    /// Where it was found.
    public let origin: TemplateOrigin
    /// Its manifest (`template.yml`), or the default manifest when it has none.
    public private(set) var manifest: TemplateManifest
    /// The raw `template.yml`, when the template has one.
    public let manifestFile: TemplateFile?
    /// Every file except the manifest, sorted by path.
    public let files: [TemplateFile]
    /// What it is written in.
    public let kind: TemplateKind

    /// The name the manifest file must have.
    public static let manifestFileName = "template.yml"

    /// Builds a template from its raw files, reading `template.yml` when present.
    public init(name: String, origin: TemplateOrigin, files: [TemplateFile]) throws(ConfigurationError) {
        self.name = name
        self.origin = origin
        let manifestFile = files.first { $0.path == Self.manifestFileName }
        let manifestLocation =
            origin.directory.map { $0.appendingPathComponent(Self.manifestFileName).path }
            ?? "\(name)/\(Self.manifestFileName) (built-in)"
        let xcodeInfoFile = manifestFile == nil ? files.first { $0.path == XcodeTemplateInfo.fileName } : nil
        if let folder = origin.directory, folder.lastPathComponent.hasSuffix(TemplateLocator.xcodeExtension), manifestFile == nil, xcodeInfoFile == nil {
            throw ConfigurationError(
                file: folder.appendingPathComponent(XcodeTemplateInfo.fileName).path, line: nil,
                message: "is missing: an Xcode template bundle (.xctemplate) describes its options in it"
            )
        }
        let rambaspecs =
            manifestFile == nil && xcodeInfoFile == nil
            ? files.filter { !$0.path.contains("/") && $0.path.hasSuffix(".rambaspec") }
            : []
        let named = rambaspecs.filter { $0.path == "\(name).rambaspec" }
        if rambaspecs.count > 1, named.count != 1 {
            throw ConfigurationError(
                file: origin.directory?.path ?? name, line: nil,
                message:
                    "a Generamba template has one .rambaspec (or one named \(name).rambaspec), this one has \(rambaspecs.map(\.path).sorted().joined(separator: ", "))"
            )
        }
        let rambaspec = named.first ?? rambaspecs.first
        manifest =
            try manifestFile.map { file throws(ConfigurationError) in
                try TemplateManifest(file: manifestLocation, text: try Self.text(of: file, at: manifestLocation))
            } ?? TemplateManifest()
        self.manifestFile = manifestFile
        self.files = files.filter { $0.path != Self.manifestFileName }.sorted { $0.path < $1.path }
        let xcodeInfoLocation =
            origin.directory.map { $0.appendingPathComponent(XcodeTemplateInfo.fileName).path }
            ?? "\(name)/\(XcodeTemplateInfo.fileName) (built-in)"
        if let xcodeInfoFile {
            let xcodeInfo = try XcodeTemplateInfo(file: xcodeInfoLocation, data: xcodeInfoFile.data)
            kind = .xcode(xcodeInfo)
            manifest.summary = xcodeInfo.summary
            manifest.parameters = xcodeInfo.parameters
        } else if let rambaspec {
            kind = .generamba(rambaspec: rambaspec)
            manifest.summary = try Rambaspec.summary(file: location(of: rambaspec), text: try Self.text(of: rambaspec, at: location(of: rambaspec)))
        } else {
            kind = manifestFile == nil ? .undeclared(self.files) : .stencil
        }
    }

    /// The text of `file`, a manifest or `.rambaspec` at `location`, which must not be binary.
    static func text(of file: TemplateFile, at location: String) throws(ConfigurationError) -> String {
        guard let text = file.text else { throw ConfigurationError(file: location, line: nil, message: "is not a text file") }
        return text
    }

    /// Where an error about `file` should point: its path on disk, or `<name>/<path>` for a
    /// built-in template.
    public func location(of file: TemplateFile) -> String {
        if let directory = origin.directory { return directory.appendingPathComponent(file.path).path }
        return "Templates/\(name)/\(file.path) (built-in)"
    }
}
