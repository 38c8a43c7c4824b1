import Foundation
import Stencil
import Testing

@testable import ViperaGenerator

/// A render past one of `TemplateLimits`' bounds stops with an error at the tag at fault (the
/// bounds lowered here so the tests run fast), wherever the loop or include is: in the file, in
/// a snippet it includes or in the template it extends.
@Suite struct TemplateLimitsTests {
    /// `"0,1,…"|split:","`: a list of `count` items.
    static func list(_ count: Int) -> String {
        "\"\((0..<count).map(String.init).joined(separator: ","))\"|split:\",\""
    }

    static let context = RenderContext(module: "Cart", author: "J", date: Date(timeIntervalSince1970: 0), project: "P")

    /// `files` rendered as a Stencil template's `A.swift` under `limits`.
    func render(_ files: [String: String], limits: TemplateLimits) throws(GenerationError) -> String {
        let template: ViperaGenerator.Template
        do {
            template = try ViperaGenerator.Template(
                name: "T", origin: .builtin,
                files: files.map { TemplateFile(path: $0.key, data: Data($0.value.utf8)) } + [
                    TemplateFile(path: "template.yml", data: Data("summary: t\n".utf8))
                ]
            )
        } catch { throw .configuration(error) }
        let rendering = StencilRendering(template: template, limits: limits)
        let variables = rendering.variables(Self.context.dictionary(file: "A.swift"))
        return try rendering.render(files["A.swift"] ?? "", part: .contents, path: "A.swift", variables: variables)
    }

    func error(_ location: String, _ message: String) -> GenerationError {
        .render(location: "Templates/T/\(location)", message: message)
    }

    @Test func loopsRunUpToTheLimitAndStopPastItAtTheLoopThatWentOver() throws {
        let limits = TemplateLimits(maximumIterations: 1_000)
        #expect(try render(["A.swift": "{% for x in \(Self.list(1_000)) %}{% endfor %}done"], limits: limits) == "done")
        let nested = "a\n{% for x in \(Self.list(40)) %}\n{% for y in \(Self.list(40)) %}{% endfor %}\n{% endfor %}\n"
        #expect(throws: error("A.swift (built-in):3", "loops run more than 1000 times")) { try render(["A.swift": nested], limits: limits) }
    }

    @Test func aLoopInASnippetOrABaseTemplateIsCountedAndReportedWhereItIsUsed() {
        let limits = TemplateLimits(maximumIterations: 1_000)
        let loops = "{% for x in \(Self.list(40)) %}{% for y in \(Self.list(40)) %}{% endfor %}{% endfor %}"
        #expect(throws: error("A.swift (built-in):2", "loops run more than 1000 times")) {
            try render(["A.swift": "a\n{% include \"_s.stencil\" %}\n", "_s.stencil": loops], limits: limits)
        }
        #expect(throws: error("A.swift (built-in):1", "loops run more than 1000 times")) {
            try render(
                ["A.swift": "{% extends \"_base.stencil\" %}{% block b %}x{% endblock %}", "_base.stencil": "{% block b %}{% endblock %}" + loops],
                limits: limits)
        }
    }

    @Test func snippetsIncludingEachOtherTwiceOverAreCountedNotCheckedOverAndOver() {
        var files = ["A.swift": "a\n{% include \"s0\" %}\n", "s40": "leaf"]
        for index in 0..<40 { files["s\(index)"] = "{% include \"s\(index + 1)\" %}{% include \"s\(index + 1)\" %}" }
        #expect(throws: error("A.swift (built-in):2", "snippets are included more than 500 times")) {
            try render(files, limits: TemplateLimits(maximumIterations: 500))
        }
    }

    @Test func aLongRangeIsRefusedBeforeItsItemsAreMade() throws {
        let limits = TemplateLimits(maximumIterations: 1_000)
        #expect(try render(["A.swift": "{% for i in 3...1 %}{{ i }}{% endfor %}"], limits: limits) == "321")
        for (range, shown) in [("1...1000000000", "1...1000000000"), ("0...-5000", "0...-5000"), ("1...1e30", "1...1e+30")] {
            #expect(throws: error("A.swift (built-in):2", "the range (\(shown)) has more than 1000 items")) {
                try render(["A.swift": "x\n{% for i in \(range) %}{% endfor %}"], limits: limits)
            }
        }
    }

    @Test func outputPastTheLimitStopsTheLoopGrowingIt() throws {
        let limits = TemplateLimits(maximumOutputBytes: 1_000)
        let loop = "{% for x in \(Self.list(100)) %}\n{% for y in \(Self.list(10)) %}123456789{% endfor %}\n{% endfor %}"
        #expect(throws: error("A.swift (built-in):3", "the output grows past 1000 bytes")) { try render(["A.swift": "a\n" + loop], limits: limits) }
        #expect(throws: error("A.swift (built-in)", "the output grows past 1000 bytes")) {
            try render(["A.swift": "{{ module }}" + String(repeating: "x", count: 1_000)], limits: limits)
        }
        #expect(try render(["A.swift": String(repeating: "x", count: 1_000)], limits: limits).utf8.count == 1_000)
    }

    @Test func aRenderPastTheTimeLimitStopsAtTheLoopItIsIn() {
        let limits = TemplateLimits(maximumIterations: .max, maximumSeconds: 0.2)
        let loops =
            "{% for a in \(Self.list(1_000)) %}\n{% for b in \(Self.list(1_000)) %}{% for c in \(Self.list(1_000)) %}{% endfor %}{% endfor %}{% endfor %}"
        #expect(throws: error("A.swift (built-in):2", "rendering takes more than 0.2 seconds of processor time")) {
            try render(["A.swift": loops], limits: limits)
        }
    }

    @Test func limitedTagsRenderAsStencilsOwn() throws {
        let texts = [
            "{% for x in \(Self.list(3)) %}\n  {{ x }}{{ forloop.counter }}{% if forloop.last %}!{% endif %}\n{% endfor %}\n",
            "a\n  {%- for x in \(Self.list(2)) -%}  \n [{{ x }}] \n  {%- endfor %}\nb {%+ for x in \(Self.list(2)) +%} {{ x }} {% endfor %}\n",
            "{% for x in \(Self.list(4)) where x != \"1\" %}{% if x == \"3\" %}{% break %}{% endif %}{{ x }}{% empty %}none{% endfor %}",
            "{% for x in \(Self.list(3)) %}{% if x == \"1\" %}{% continue %}{% endif %}{{ x }}{% endfor %}{% for x in \"\"|split:\"-\" %}{% empty %}empty{% endfor %}",
            "{% for i in 1...3 %}{% for j in 3...2 %}{{ i }}{{ j }},{% endfor %}{% endfor %}",
            "{% include \"_s.stencil\" %}|{% include \"_s.stencil\" inputs %}",
        ]
        let snippets = ["_s.stencil": "<{% for x in \(Self.list(2)) %}{{ x }}{% endfor %}>\n"]
        for text in texts {
            let stock = Stencil.Environment(loader: DictionaryLoader(templates: snippets), trimBehaviour: .smart)
            let expected = try stock.renderTemplate(string: text, context: Self.context.dictionary(file: "A.swift"))
            #expect(try render(["A.swift": text].merging(snippets) { $1 }, limits: TemplateLimits()) == expected, "\(text)")
        }
    }
}
