import Foundation
import Testing
import ViperaGenerator

/// Liquid in Generamba templates: what renders, and what is refused with the file and line.
@Suite struct LiquidSyntaxTests {
    static let folder = URL(fileURLWithPath: "/templates/g")
    let context: RenderContext = {
        var context = RenderContext(
            module: "Cart", author: "Jane", date: Date(timeIntervalSince1970: 0), project: "Shop",
            parameters: ["flag": true, "name": "x"]
        )
        context.company = "Acme"
        return context
    }()

    /// Renders `text` as the one code file `A.swift` of a Generamba template with `snippets`.
    func render(_ text: String, snippets: [String: String] = [:]) throws(GenerationError) -> String {
        var files = [
            TemplateFile(path: "g.rambaspec", data: Data("code_files:\n- {name: A.swift, path: a.liquid, custom_name: A.swift}\n".utf8)),
            TemplateFile(path: "a.liquid", data: Data(text.utf8)),
        ]
        files += snippets.map { TemplateFile(path: "snippets/\($0.key).liquid", data: Data($0.value.utf8)) }
        let template: Template
        do { template = try Template(name: "g", origin: .directory(Self.folder), files: files) } catch { throw .configuration(error) }
        let rendered = try TemplateRenderer(template: template).render(context)
        return String(decoding: rendered[0].data, as: UTF8.self)
    }

    func expectError(_ text: String, line: Int, file: String = "a.liquid", _ message: String, snippets: [String: String] = [:]) {
        #expect(throws: GenerationError.render(location: "/templates/g/\(file):\(line)", message: message)) {
            try render(text, snippets: snippets)
        }
    }

    @Test func variablesFiltersAndTags() throws {
        #expect(try render("{{ module_info.name | prepend: 'My' | append: \"!\" | upcase }}") == "MYCART!")
        #expect(try render("{{ developer.company | downcase }} {{ date }} {{ year }}") == "acme 01/01/1970 1970")
        #expect(try render("{% if custom_parameters.flag and module_info.name == 'Cart' %}y{% else %}n{% endif %}") == "y")
        #expect(try render("{% unless custom_parameters.flag %}a{% elsif true %}b{% endunless %}") == "b")
        #expect(try render("{% assign l = 'a b' | split: ' ' %}{% for x in l %}{{ forloop.index }}{{ x }}{% endfor %}") == "1a2b")
    }

    @Test func whitespaceControlTrimsAroundTags() throws {
        #expect(try render("a\n  {%- if true -%}  \n b {%- endif %}\n") == "ab\n")
        #expect(try render("[ {{- 'x' -}} ]") == "[x]")
    }

    @Test func unsupportedTagsAreErrorsAtTheirLine() {
        let supported = "(vipera supports: if/elsif/else, unless, for/else, assign, capture, include, comment, raw)"
        for tag in ["case module_info.name", "cycle 'a', 'b'", "tablerow x in y", "increment n", "render 'header'", "liquid echo 1", "break"] {
            let keyword = tag.prefix { $0 != " " }
            expectError("ok\n\n{% \(tag) %}", line: 3, "unsupported Liquid tag '\(keyword)' \(supported)")
        }
    }

    @Test func unsupportedExpressionsAreErrors() {
        expectError("{% for i in (1..3) %}{% endfor %}", line: 1, "ranges like (1..3) are not supported")
        expectError("\n{{ module_info['name'] }}", line: 2, "unexpected '['")
        expectError("{{ 1.5 }}", line: 1, "numbers with a fraction are not supported")
        expectError("{% for x in y limit: 2 %}{% endfor %}", line: 1,
                    "for-loop options (limit, offset, reversed) and filters after the list are not supported; assign the list first")
        expectError("{{ module_info.name | truncatewords: 2 }}", line: 1,
                    "unsupported filter 'truncatewords' (vipera supports: append, capitalize, default, downcase, first, identifier, join, kebab, last, lower, lowerFirst, lstrip, prepend, remove, remove_first, replace, replace_first, rstrip, size, snake, split, strip, strip_newlines, upcase, upper, upperFirst)")
        expectError("{{ module_info.name | append }}", line: 1, "filter 'append' takes 1 argument(s), not 0")
        expectError("{% include 'header' with module_info %}", line: 1,
                    "write '{% include 'snippet' %}'; passing variables to a snippet is not supported")
    }

    @Test func undefinedVariablesAreErrorsNeverBlanks() {
        expectError("\n{{ module_info.nam }}", line: 2,
                    "undefined variable 'module_info.nam' (module_info has: description, file_name, name, product_module_name, project_name, project_targets, test_targets)")
        expectError("{{ custom_parameters.tests }}", line: 1, "undefined variable 'custom_parameters.tests' (custom_parameters has: flag, name)")
        expectError("{% if modul %}{% endif %}", line: 1,
                    "undefined variable 'modul' (defined: custom_parameters, date, developer, module_info, prefix, year)")
        expectError("{{ developer }}", line: 1, "cannot print an object; print one of its fields: company, name")
    }

    @Test func malformedTemplatesAreErrors() {
        expectError("a\n{% if true %}\nb", line: 2, "'{% if true %}' is never closed with '{% endif %}'")
        expectError("{% endif %}", line: 1, "'{% endif %}' has no opening tag")
        expectError("x\n{{ module_info.name", line: 2, "'{{' is never closed with '}}'")
        expectError("{% raw %}{{ x }}", line: 1, "'{% raw %}' is never closed with '{% endraw %}'")
    }

    @Test func snippetsReportTheirOwnFileAndLine() {
        expectError("{% include 'missing' %}", line: 1, "snippet 'missing' not found (expected snippets/missing.liquid in the template folder)")
        expectError("{% include 'bad' %}", line: 2, file: "snippets/bad.liquid", "undefined variable 'nope' (defined: custom_parameters, date, developer, module_info, prefix, year)",
                    snippets: ["bad": "ok\n{{ nope }}"])
        expectError("{% include 'loop' %}", line: 1, file: "snippets/loop.liquid", "snippet 'loop' includes itself",
                    snippets: ["loop": "{% include 'loop' %}"])
    }

    @Test func nestingIsBoundedInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "{% if true %}\n", count: 4000) + String(repeating: "{% endif %}", count: 4000)
        expectError(deep, line: 65, "blocks nest deeper than 64 levels")
        var chain: [String: String] = [:]
        for index in 0..<100 { chain["s\(index)"] = "{% include 's\(index + 1)' %}" }
        chain["s100"] = "end"
        expectError("{% include 's0' %}", line: 1, file: "snippets/s63.liquid", "includes nest deeper than 64 levels", snippets: chain)
    }

    @Test func aRambaspecEntryMustNameATemplateFile() throws {
        let files = [
            TemplateFile(path: "g.rambaspec", data: Data("name: g\ncode_files:\n- {name: A.swift, path: nope.liquid}\n".utf8)),
        ]
        let template = try Template(name: "g", origin: .directory(Self.folder), files: files)
        #expect(throws: GenerationError.configuration(.init(file: "/templates/g/g.rambaspec", line: 3, message: "'nope.liquid' is not a file of the template"))) {
            try TemplateRenderer(template: template).render(context)
        }
    }
}
