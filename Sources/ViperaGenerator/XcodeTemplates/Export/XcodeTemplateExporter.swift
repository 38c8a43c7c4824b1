import Foundation
import ViperaCore

/// Turns a vipera template into an Xcode file template bundle (`<name>.xctemplate`) so a team can
/// use it from Xcode's New File dialog: the module name is a text option, each choice parameter a
/// popup, each bool a checkbox, each string pasted in as it is a text option, and every
/// combination of popups and checkboxes a folder holding the template rendered with the module
/// name (and the rest Xcode knows) left as text macros. Test files stay out.
public struct XcodeTemplateExporter {
    public let template: Template

    /// What exporting gives: the bundle's files and what became of the parameters.
    public struct Bundle: Sendable {
        /// Every file of the bundle by its path inside it, `TemplateInfo.plist` included.
        public let files: [String: Data]
        /// The options, as `identifier (kind)`, in the dialog's order.
        public let options: [String]
        /// String parameters left out because they change nothing in the module files.
        public let unused: [String]
        /// How many combinations of popups and checkboxes it has: one folder each (one for none).
        public let folders: Int
    }

    public init(template: Template) {
        self.template = template
    }

    /// The bundle, in memory.
    /// - Throws: a configuration error naming the parameters (or transformed values) Xcode
    ///   cannot express.
    public func bundle() throws(GenerationError) -> Bundle {
        switch template.kind {
        case .xcode: throw ExportOptions.refusal(template, ["it is an Xcode template already"])
        case .generamba: throw ExportOptions.refusal(template, ["it is a Generamba template, whose parameters it does not declare"])
        case .stencil, .undeclaredStencil, .placeholders: break
        }
        try refuseStandInsInTemplate()
        let (options, renders) = try ExportOptions.classify(ExportRendering(template: template))
        let info = ExportPlist(template: template, options: options)
        let standIns = ExportStandIns(texts: options.texts.map(\.name))
        var files: [String: Data] = [XcodeTemplateInfo.fileName: Data(info.document.utf8)]
        var folders: [String: [String: String]] = [:]
        for render in renders {
            let folder = info.folderName(for: render.values)
            if let other = folders[folder] {
                throw ExportOptions.refusal(template, ["\(describe(other)) and \(describe(render.values)) would both be the folder '\(folder)/'"])
            }
            folders[folder] = render.values
            for (path, data) in render.files {
                let bundlePath = (folder.isEmpty ? "" : folder + "/") + standIns.macros(in: path, inPath: true)
                files[bundlePath] = try contents(data, path: path, standIns: standIns)
                try checkName(bundlePath, path: path, standIns: standIns)
            }
        }
        if let root = folders[""] {
            try checkRoot(files: renders.first { $0.values == root }?.files ?? [:], others: Set(folders.keys))
        }
        return Bundle(files: files, options: info.optionSummaries, unused: options.unused, folders: renders.count)
    }

    /// Writes the bundle into `directory` as `<template>.xctemplate`, all or nothing.
    /// - Returns: the bundle's folder.
    /// - Throws: `.alreadyExists` when that folder exists.
    @discardableResult
    public func write(_ bundle: Bundle, into directory: URL) throws(GenerationError) -> URL {
        let destination = directory.appendingPathComponent(template.name + TemplateLocator.xcodeExtension)
        if FileManager.default.fileExists(atPath: destination.path) { throw .alreadyExists(path: destination.path) }
        let files = bundle.files.keys.sorted().map { path in RenderedFile(path: path, data: bundle.files[path] ?? Data(), isTest: false) }
        _ = try PlanWriter(display: \.path).write(try Planner(folder: destination).plan(files: files), policy: .refuse)
        return destination
    }

    /// Text output with stand-ins made macros; refused when it holds text Xcode would read as a
    /// macro, or a stand-in no macro writes.
    private func contents(_ data: Data, path: String, standIns: ExportStandIns) throws(GenerationError) -> Data {
        guard let text = String(data: data, encoding: .utf8), !data.contains(0) else { return data }
        if let macro = XcodeMacros.occurrences(in: text).first {
            let written = String(decoding: Array(text.utf8)[macro.range], as: UTF8.self)
            throw ExportOptions.refusal(template, ["'\(shown(path))' holds '\(written)' on line \(macro.line), which Xcode would expand as a text macro"])
        }
        // The file's own name (`{{ file }}`) is Xcode's ___FILENAME___.
        let fileName = String(path.split(separator: "/").last ?? "")
        let named = fileName.contains(ExportStandIns.marker) ? text.replacingOccurrences(of: fileName, with: "___FILENAME___") : text
        let result = standIns.macros(in: named, inPath: false)
        if let leftover = standIns.leftover(in: result) {
            throw transformed(leftover, path: path)
        }
        return Data(result.utf8)
    }

    private func checkName(_ bundlePath: String, path: String, standIns: ExportStandIns) throws(GenerationError) {
        if let leftover = standIns.leftover(in: bundlePath) { throw transformed(leftover, path: path) }
    }

    /// The files of the combination written at the top of the bundle (every checkbox off, no
    /// popup) must not look like the bundle's own files or another combination's folder.
    private func checkRoot(files: [String: Data], others: Set<String>) throws(GenerationError) {
        for path in files.keys.sorted() {
            let top = String(path.split(separator: "/")[0])
            if XcodeTemplateFolder.describesBundle(path) || (path.contains("/") && others.contains(top)) {
                throw ExportOptions.refusal(template, ["'\(shown(path))' would be mistaken for the bundle's own '\(top)'"])
            }
        }
    }

    private func transformed(_ leftover: (written: String, standsFor: String), path: String) -> GenerationError {
        ExportOptions.refusal(
            template,
            [
                "'\(shown(path))' writes \(leftover.standsFor) transformed ('\(leftover.written)' when rendered with '\(ExportStandIns.marker)…' stand-ins), which no Xcode text macro writes"
            ])
    }

    /// A rendered path as the reader knows it: with the module stand-in shown as `<Module>`.
    private func shown(_ path: String) -> String {
        path.replacingOccurrences(of: ExportStandIns.module, with: "<Module>")
    }

    private func describe(_ values: [String: String]) -> String {
        values.keys.sorted().map { "\($0)=\(values[$0] ?? "")" }.joined(separator: ", ")
    }

    /// A template holding a stand-in's marker could not be told apart from its values.
    private func refuseStandInsInTemplate() throws(GenerationError) {
        for file in template.files
        where file.path.range(of: ExportStandIns.marker, options: .caseInsensitive) != nil
            || file.text?.range(of: ExportStandIns.marker, options: .caseInsensitive) != nil
        {
            throw ExportOptions.refusal(template, ["'\(file.path)' holds '\(ExportStandIns.marker)', which export uses to stand in for values"])
        }
    }
}
