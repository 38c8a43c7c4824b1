import Foundation

/// Renders every file of a template (names and contents) in memory, on both cores.
public struct TemplateRenderer {
    public let template: Template
    /// One Stencil renderer per core, each with its own caches; empty for vipera 1.x templates,
    /// which use placeholders instead of Stencil, and for Generamba templates.
    private let lanes: [StencilRendering]
    /// Set for Generamba templates, which use Liquid and a `.rambaspec`.
    private let generamba: GenerambaRendering?
    /// The files rendered into a module: all but the manifest's `includes` folder.
    private let files: [TemplateFile]

    public init(template: Template) {
        self.template = template
        let includes = template.manifest.includes + "/"
        files = template.files.filter { !$0.path.hasPrefix(includes) }
        if let rambaspec = template.rambaspec {
            generamba = GenerambaRendering(template: template, rambaspec: rambaspec)
            lanes = []
        } else {
            generamba = nil
            let count = min(2, ProcessInfo.processInfo.activeProcessorCount)
            lanes = LegacyPlaceholders.isLegacy(template) ? [] : (0..<max(count, 1)).map { _ in StencilRendering(template: template) }
        }
    }

    /// The rendered files, in the template's file order. A file whose rendered name is empty is
    /// left out, so templates can make files conditional
    /// (`{% if tests %}{{ module }}Tests.swift{% endif %}`). The first failing file, in file
    /// order, is the error.
    public func render(_ context: RenderContext) throws(GenerationError) -> [RenderedFile] {
        if let generamba { return try generamba.render(context) }
        var outcomes = [Result<RenderedFile?, GenerationError>](repeating: .success(nil), count: files.count)
        if lanes.count < 2 {
            for (index, file) in files.enumerated() {
                outcomes[index] = Result { () throws(GenerationError) in try render(file, with: lanes.first, context: context) }
            }
        } else {
            let work = ConcurrentWork(renderer: self, files: files, context: context)
            outcomes = work.run()
        }
        var result: [RenderedFile] = []
        for outcome in outcomes {
            if let file = try outcome.get() { result.append(file) }
        }
        return result
    }

    /// One file rendered with `stencil` (or vipera 1.x placeholders without one); `nil` when its
    /// rendered name is empty.
    fileprivate func render(_ file: TemplateFile, with stencil: StencilRendering?, context: RenderContext) throws(GenerationError) -> RenderedFile? {
        let renderedPath = if let stencil {
            try stencil.render(file.path, part: .path, path: file.path, variables: context.dictionary(file: ""))
        } else {
            try LegacyPlaceholders.render(file.path, context: context, location: template.location(of: file))
        }
        if renderedPath.hasPrefix("/") {
            throw .unsafePath(path: renderedPath, reason: "rendered from '\(template.location(of: file))' as an absolute path")
        }
        let components = renderedPath.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) { return nil }
        var data = file.data
        if let text = file.text {
            let fileName = String(components.last ?? "")
            let output = if let stencil {
                try stencil.render(text, part: .contents, path: file.path, variables: context.dictionary(file: fileName))
            } else {
                try LegacyPlaceholders.render(text, context: context, location: template.location(of: file))
            }
            data = Data(output.utf8)
        }
        if let tests = template.manifest.tests.map({ $0 + "/" }), renderedPath.hasPrefix(tests) {
            return RenderedFile(path: String(renderedPath.dropFirst(tests.count)), data: data, isTest: true)
        }
        return RenderedFile(path: renderedPath, data: data, isTest: false)
    }

    /// Files dealt round-robin to the renderer's lanes, one lane per thread; each lane only
    /// touches its own `StencilRendering` and its own result slots.
    private struct ConcurrentWork: @unchecked Sendable {
        let renderer: TemplateRenderer
        let files: [TemplateFile]
        let context: RenderContext

        func run() -> [Result<RenderedFile?, GenerationError>] {
            let slots = UnsafeMutableBufferPointer<Result<RenderedFile?, GenerationError>>.allocate(capacity: files.count)
            _ = slots.initialize(from: repeatElement(.success(nil), count: files.count))
            defer {
                _ = slots.deinitialize()
                slots.deallocate()
            }
            nonisolated(unsafe) let output = slots
            DispatchQueue.concurrentPerform(iterations: renderer.lanes.count) { lane in
                for index in stride(from: lane, to: files.count, by: renderer.lanes.count) {
                    output[index] = Result { () throws(GenerationError) in
                        try renderer.render(files[index], with: renderer.lanes[lane], context: context)
                    }
                }
            }
            return Array(slots)
        }
    }
}
