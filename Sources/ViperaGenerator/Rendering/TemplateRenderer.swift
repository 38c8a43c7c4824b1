import Foundation
import ViperaCore
import ViperaSupport

/// Renders every file of a template (names and contents) in memory, on up to one lane per core:
/// one module's files are spread over the lanes, or several modules render at once, one per lane.
/// Stencil templates have one renderer, which all lanes share; the other kinds one per lane.
public struct TemplateRenderer {
    public let template: Template
    private let lanes: [Lane]
    /// The files rendered into a module: all but the manifest's `includes` folder.
    private let files: [TemplateFile]

    /// One lane's renderer.
    private enum Lane {
        /// Stencil, for templates with a manifest or Stencil tags.
        case stencil(StencilRendering)
        /// Liquid and a `.rambaspec`, for Generamba templates.
        case generamba(GenerambaRendering)
        /// Xcode's text macros and a `TemplateInfo.plist`, for `.xctemplate` bundles.
        case xcode(XcodeTemplateRendering)
        /// vipera 1.x `{module}` placeholders, which keep no state.
        case placeholders
    }

    /// What `trimmingCharacters(in: .whitespaces)` trims: a rendered path component made only of
    /// these (or empty) leaves the file out.
    private static let whitespaces = CharacterSet.whitespaces

    /// How many lanes render: one per core, at most eight.
    static let laneCount = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

    public init(template: Template) {
        self.template = template
        let includes = template.manifest.includes + "/"
        files = template.files.filter { !$0.path.hasPrefix(includes) }
        switch template.kind {
        case .xcode(let xcodeInfo):
            lanes = (0..<Self.laneCount).map { _ in .xcode(XcodeTemplateRendering(template: template, info: xcodeInfo)) }
        case .generamba(let rambaspec):
            lanes = (0..<Self.laneCount).map { _ in .generamba(GenerambaRendering(template: template, rambaspec: rambaspec)) }
        case .placeholders:
            lanes = Array(repeating: .placeholders, count: Self.laneCount)
        case .stencil, .undeclaredStencil:
            lanes = Array(repeating: .stencil(StencilRendering(template: template)), count: Self.laneCount)
        }
    }

    /// The rendered files, in the template's file order, spread over every lane. A file whose
    /// rendered name is empty is left out, so templates can make files conditional
    /// (`{% if tests %}{{ module }}Tests.swift{% endif %}`). The first failing file, in file
    /// order, is the error; so is a template that renders no file at all.
    public func render(_ context: RenderContext) throws(GenerationError) -> [RenderedFile] {
        guard case .stencil = lanes[0] else { return try render(context, lane: 0) }
        let pass = pass(context)
        let firstFailure = FirstFailure()
        let outcomes = Concurrently.map(files.count, lanes: lanes.count) { index, _ in
            firstFailure.run(index) { () throws(GenerationError) in try render(files[index], with: pass, context: context) }
        }
        var result: [RenderedFile] = []
        // A file skipped (nil) comes after one that failed.
        for case let outcome? in outcomes {
            if let rendered = try outcome.get() { result.append(rendered) }
        }
        return try nonEmpty(result)
    }

    /// `render(_:)` on lane `lane` (below `laneCount`) alone, while other lanes render other
    /// modules.
    func render(_ context: RenderContext, lane: Int) throws(GenerationError) -> [RenderedFile] {
        switch lanes[lane] {
        case .generamba(let generamba): return try nonEmpty(generamba.render(context))
        case .xcode(let xcode): return try nonEmpty(xcode.render(context))
        case .stencil, .placeholders: break
        }
        let pass = pass(context)
        var result: [RenderedFile] = []
        for file in files {
            if let rendered = try render(file, with: pass, context: context) { result.append(rendered) }
        }
        return try nonEmpty(result)
    }

    /// `rendered`, which must hold a file: a template that would write nothing is an error.
    private func nonEmpty(_ rendered: [RenderedFile]) throws(GenerationError) -> [RenderedFile] {
        guard rendered.isEmpty else { return rendered }
        let folder = template.origin.directory?.path ?? "Templates/\(template.name) (built-in)"
        let reason =
            files.isEmpty && !template.kind.isGenerambaTemplate
            ? "the template has no file to render"
            : "the template renders no file (every rendered file name is empty), so nothing would be written"
        throw .configuration(ConfigurationError(file: folder, line: nil, message: reason))
    }

    /// The Stencil renderer with one module's variables, made once for the module's files.
    private typealias Pass = (stencil: StencilRendering, variables: StencilVariables)

    /// The pass over `context`'s files; `nil` for placeholder templates.
    private func pass(_ context: RenderContext) -> Pass? {
        guard case .stencil(let stencil) = lanes[0] else { return nil }
        return (stencil, stencil.variables(context.dictionary(file: "")))
    }

    /// One file rendered with a Stencil renderer and its variables (or vipera 1.x placeholders
    /// without one); `nil` when its rendered name is empty.
    private func render(
        _ file: TemplateFile, with pass: Pass?, context: RenderContext
    ) throws(GenerationError) -> RenderedFile? {
        let renderedPath =
            if let pass {
                try pass.stencil.render(file.path, part: .path, path: file.path, variables: pass.variables)
            } else {
                try LegacyPlaceholders.render(file.path, context: context, location: template.location(of: file))
            }
        if renderedPath.hasPrefix("/") {
            throw .unsafePath(path: renderedPath, reason: "rendered from '\(template.location(of: file))' as an absolute path")
        }
        let components = renderedPath.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains(where: { $0.unicodeScalars.allSatisfy(Self.whitespaces.contains) }) { return nil }
        var data = file.data
        var output: String?
        if let text = file.text {
            let fileName = String(components.last ?? "")
            let rendered =
                if let pass {
                    try pass.stencil.render(text, part: .contents, path: file.path, variables: pass.variables.replacing("file", with: fileName))
                } else {
                    try LegacyPlaceholders.render(text, context: context, location: template.location(of: file))
                }
            data = Data(rendered.utf8)
            output = rendered
        }
        if pass != nil { try refuseLegacyPlaceholders(path: renderedPath, output: output, file: file) }
        if let tests = template.manifest.tests.map({ $0 + "/" }), renderedPath.hasPrefix(tests) {
            return RenderedFile(path: String(renderedPath.dropFirst(tests.count)), data: data, isTest: true)
        }
        return RenderedFile(path: renderedPath, data: data, isTest: false)
    }

    /// Where `file` first opens a Stencil tag (`{{` or `{%`): its name, or `file:line` of its
    /// text; `nil` when it opens none.
    private func stencilMark(in file: TemplateFile) -> String? {
        let location = template.location(of: file)
        if file.path.contains("{{") || file.path.contains("{%") { return "'\(location)' has {{ }} in its name" }
        guard let bytes = file.text.map({ Array($0.utf8) }) else { return nil }
        var line = 1
        for index in bytes.indices.dropLast() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%") {
                return "'\(location):\(line)' uses {{ }}"
            }
        }
        return nil
    }

    /// A vipera 1.x placeholder left in a file rendered with Stencil means the template mixes
    /// the two syntaxes: an error naming the file and a file that made it a Stencil template.
    /// - Parameter output: the rendered text; `nil` for a file copied as it is.
    private func refuseLegacyPlaceholders(path: String, output: String?, file: TemplateFile) throws(GenerationError) {
        let leftover =
            LegacyPlaceholders.knownPlaceholder(in: path).map { ($0.text, "its rendered name") }
            ?? output.flatMap(LegacyPlaceholders.knownPlaceholder(in:))
            .map { ($0.text, "line \($0.line) of its output") }
        guard let (placeholder, place) = leftover else { return }
        let reason =
            if case .stencil = template.kind {
                "the template has a template.yml"
            } else if let mark = template.files.lazy.compactMap(stencilMark).first {
                mark
            } else {
                "the template uses {{ }}"
            }
        let name = String(placeholder.dropFirst().dropLast())
        throw .render(
            location: template.location(of: file),
            message:
                "\(place) still holds the vipera 1.x placeholder '\(placeholder)', but this template renders with Stencil (\(reason)); write {{ \(name) }} instead"
        )
    }
}
