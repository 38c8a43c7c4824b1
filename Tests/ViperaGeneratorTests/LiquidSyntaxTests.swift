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
        let supported = "(vipera supports: if/elsif/else, unless, case/when, for/else, assign, capture, increment, decrement, cycle, include, comment, raw)"
        for tag in ["tablerow x in y", "render 'header'", "liquid echo 1", "echo 1", "break", "continue", "ifchanged"] {
            let keyword = tag.prefix { $0 != " " }
            expectError("ok\n\n{% \(tag) %}", line: 3, "unsupported Liquid tag '\(keyword)' \(supported)")
        }
    }

    @Test func unsupportedExpressionsAreErrors() {
        expectError("{{ 1.5 }}", line: 1, "numbers with a fraction are not supported")
        expectError("\n{{ '2.5' | plus: 1 }}", line: 2, "numbers with a fraction are not supported ('2.5')")
        expectError(
            "{% for x in (1..3) limit: 2 reversed %}{% endfor %}", line: 1,
            "write 'reversed' right after the list, before limit: and offset:")
        expectError(
            "{% for x in (1..3) offset: continue %}{% endfor %}", line: 1,
            "undefined variable 'continue' (defined: custom_parameters, date, developer, module_info, prefix, year)")
        expectError("{% for x in developer %}{% endfor %}", line: 1, "a for-loop needs a list, not an object (whose fields have no order)")
        expectError("{{ module_info.name | append }}", line: 1, "filter 'append' takes 1 argument(s), not 0")
        expectError("{{ module_info.name | truncate: 1, 2, 3 }}", line: 1, "filter 'truncate' takes 0 to 2 argument(s), not 3")
        expectError("{{ module_info.name | default: 'x', strict: true }}", line: 1, "filter 'default' has no option 'strict'")
        expectError(
            "{{ 'someday' | date: '%Y' }}", line: 1,
            "filter 'date' cannot read 'someday' (write yyyy-MM-dd, yyyy-MM-dd HH:mm:ss, dd/MM/yyyy or seconds since 1970)")
        expectError("{{ date | date: '%Q' }}", line: 1, "filter 'date' does not support %Q")
        expectError("{% if 1 < '2' %}{% endif %}", line: 1, "cannot compare a number with text using '<'")
        expectError("{{ 1 | divided_by: 0 }}", line: 1, "divided by 0")
        expectError("{{ 9223372036854775807 | plus: 1 }}", line: 1, "the result of 9223372036854775807 + 1 is too large")
        #expect {
            try render("{{ module_info.name | url_encode }}")
        } throws: { error in
            guard case GenerationError.render(let at, let message) = error else { return false }
            return at == "/templates/g/a.liquid:1" && message.hasPrefix("unsupported filter 'url_encode' (vipera supports: abs, append, at_least")
        }
    }

    @Test func runawayTemplatesAreStoppedWithAnError() throws {
        expectError("{% for i in (1..1000000) %}{% endfor %}", line: 1, "the range (1..1000000) has more than 100000 items")
        expectError("{% for i in (1..1000) %}{% for j in (1..1000) %}{% endfor %}{% endfor %}", line: 1, "loops run more than 100000 times")
        expectError("{% assign s = 'ab' %}\n{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}", line: 2, "the text grows past 16 MiB")
        expectError("\n{% for i in (-9223372036854775808..1) %}{% endfor %}", line: 2, "the range (-9223372036854775808..1) is too large")
        #expect(try render(#"{{ "abc" | truncate: -9223372036854775808 }}"#) == "...")
    }

    @Test func defaultRescuesAMissingValueAndNothingElseDoes() throws {
        #expect(try render("{{ custom_parameters.tests | default: 'no' }}|{{ custom_parameters.name | default: 'no' }}") == "no|x")
        #expect(try render("{{ custom_parameters.tests | upcase | default: 'none' }}") == "none")
        expectError("{{ custom_parameters.tests | upcase }}", line: 1, "undefined variable 'custom_parameters.tests' (custom_parameters has: flag, name)")
    }

    @Test func undefinedVariablesAreErrorsNeverBlanks() {
        expectError(
            "\n{{ module_info.nam }}", line: 2,
            "undefined variable 'module_info.nam' (module_info has: description, file_name, name, product_module_name, project_name, project_targets, test_targets)"
        )
        expectError("{{ custom_parameters.tests }}", line: 1, "undefined variable 'custom_parameters.tests' (custom_parameters has: flag, name)")
        expectError(
            "{% if modul %}{% endif %}", line: 1,
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
        expectError(
            "{% include 'bad' %}", line: 2, file: "snippets/bad.liquid",
            "undefined variable 'nope' (defined: bad, custom_parameters, date, developer, module_info, prefix, year)",
            snippets: ["bad": "ok\n{{ nope }}"])
        expectError(
            "{% include 'loop' %}", line: 1, file: "snippets/loop.liquid", "snippet 'loop' includes itself",
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
            TemplateFile(path: "g.rambaspec", data: Data("name: g\ncode_files:\n- {name: A.swift, path: nope.liquid}\n".utf8))
        ]
        let template = try Template(name: "g", origin: .directory(Self.folder), files: files)
        #expect(throws: GenerationError.configuration(.init(file: "/templates/g/g.rambaspec", line: 3, message: "'nope.liquid' is not a file of the template")))
        {
            try TemplateRenderer(template: template).render(context)
        }
    }
}
