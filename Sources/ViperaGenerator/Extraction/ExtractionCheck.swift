import Foundation

/// What an extracted template must do before it is written: rendered for the module it came
/// from, give back every file byte for byte, at its path; rendered for another name, give Swift
/// files that parse wherever the module's did.
struct ExtractionCheck {
    let source: ModuleSource
    let template: Template

    /// The name the template is tried with: two words, so that snake and kebab case show.
    static func otherName(than module: String) -> String {
        module == "SampleFeature" ? "OtherFeature" : "SampleFeature"
    }

    /// - Throws: `.notExtractable` naming the module's file that does not come back.
    func run() throws(GenerationError) {
        let module = source.spellings.module
        let same = try render(for: module)
        let expected =
            source.moduleFiles.map { (shown: source.moduleFolder + "/" + $0.path, file: $0, isTest: false) }
            + source.testFiles.map { (shown: (source.testsFolder ?? "") + "/" + $0.path, file: $0, isTest: true) }
        var positions: [Int] = []
        for (shown, file, isTest) in expected {
            guard let position = same.firstIndex(where: { $0.path == file.path && $0.isTest == isTest }) else {
                throw .notExtractable(path: shown, reason: "the template does not write this file back when rendered for '\(module)'")
            }
            guard same[position].data == file.data else {
                throw .notExtractable(
                    path: "\(shown):\(Self.firstDifferentLine(same[position].data, file.data))",
                    reason: "the template does not render this file back byte for byte for '\(module)'")
            }
            positions.append(position)
        }
        let other = Self.otherName(than: module)
        let renamed = try render(for: other)
        // In the order they render, without the files only the module has, not rendered for another.
        let rendered = zip(expected, positions).filter { entry, _ in
            !(entry.isTest ? source.shared.tests : source.shared.module).moduleOnlyFiles.contains(entry.file.path)
        }.sorted { $0.1 < $1.1 }.map(\.0)
        for ((shown, file, _), position) in zip(rendered, renamed.indices) where file.path.hasSuffix(".swift") && renamed.indices.contains(position) {
            guard let text = file.text, FirstSyntaxError.line(in: text) == nil else { continue }
            let output = renamed[position]
            guard let line = FirstSyntaxError.line(in: String(decoding: output.data, as: UTF8.self)) else { continue }
            throw .notExtractable(path: shown, reason: "rendered for '\(other)', it no longer parses as Swift (\(output.path):\(line))")
        }
    }

    /// The template's files rendered for module `name`, in the template's file order.
    private func render(for name: String) throws(GenerationError) -> [RenderedFile] {
        let context = RenderContext(module: name, author: "vipera", date: Date(), project: name)
        do {
            return try TemplateRenderer(template: template).render(context)
        } catch {
            throw .notExtractable(path: source.moduleFolder, reason: "its template does not render: \(error)")
        }
    }

    /// The first line where `a` and `b` differ.
    private static func firstDifferentLine(_ a: Data, _ b: Data) -> Int {
        var line = 1
        for (x, y) in zip(a, b) {
            if x != y { return line }
            if x == UInt8(ascii: "\n") { line += 1 }
        }
        return line
    }
}
