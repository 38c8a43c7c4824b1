import Foundation
import Testing
import ViperaGenerator

@Suite struct TemplateRendererTests {
    let context = RenderContext(
        module: "Cart", author: "Jane", date: Date(timeIntervalSince1970: 0), project: "Shop",
        parameters: ["items": "a,b", "flag": true]
    )

    func render(_ files: [String: String], manifest: String? = "summary: test\n") throws(GenerationError) -> [String: String] {
        var templateFiles = files.map { TemplateFile(path: $0.key, data: Data($0.value.utf8)) }
        if let manifest { templateFiles.append(TemplateFile(path: "template.yml", data: Data(manifest.utf8))) }
        let template: Template
        do { template = try Template(name: "T", origin: .builtin, files: templateFiles) } catch { throw .configuration(error) }
        let rendered = try TemplateRenderer(template: template).render(context)
        return Dictionary(uniqueKeysWithValues: rendered.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) })
    }

    @Test func loopVariablesAndForloopAreDefinedInsideTheLoop() throws {
        let output = try render([
            "A.swift": """
            {% for item in items|split:"," %}
            {{ forloop.counter }}: {{ item|upper }}
            {% endfor %}
            """
        ])
        #expect(output["A.swift"] == "1: A\n2: B\n")
    }

    @Test func aLoopVariableIsUndefinedAfterTheLoop() {
        #expect(throws: GenerationError.render(location: "Templates/T/A.swift (built-in):2", message: "undefined variable 'item' in '{{ item }}'")) {
            try render(["A.swift": "{% for item in items %}{% endfor %}\n{{ item }}\n"])
        }
    }

    @Test func undefinedNamesInConditionsAndFilterArgumentsAreErrors() {
        #expect(throws: GenerationError.render(location: "Templates/T/A.swift (built-in):1", message: "undefined variable 'flg' in '{% if flg %}'")) {
            try render(["A.swift": "{% if flg %}x{% endif %}\n"])
        }
        #expect(throws: GenerationError.render(location: "Templates/T/A.swift (built-in):1", message: "undefined variable 'sep' in '{{ items|split:sep }}'")) {
            try render(["A.swift": "{{ items|split:sep }}\n"])
        }
    }

    @Test func includedSnippetsSeeTheIncludingScopeAndReportTheirOwnLines() throws {
        let output = try render([
            "A.swift": "{% for item in items|split:\",\" %}{% include \"_includes/row.stencil\" %}{% endfor %}",
            "_includes/row.stencil": "[{{ item }}]",
        ])
        #expect(output == ["A.swift": "[a][b]"])
        #expect(
            throws: GenerationError.render(location: "Templates/T/_includes/bad.stencil (built-in):2", message: "undefined variable 'nope' in '{{ nope }}'")
        ) {
            try render(["A.swift": "{% include \"_includes/bad.stencil\" %}", "_includes/bad.stencil": "ok\n{{ nope }}"])
        }
    }

    @Test func anOutputLineStillHoldingATagIsAnErrorAtThatLine() {
        for leftover in ["{", "%"] {
            #expect(throws: GenerationError.render(location: "Templates/T/A.swift (built-in)", message: "line 2 of the output still holds a template tag")) {
                try render(["A.swift": "ok {\n{{ \"{\" }}\(leftover) x\n"])
            }
        }
        #expect(throws: Never.self) { try render(["A.swift": "{ {\n%}{\n"]) }
    }

    /// `literal` writes a `{` the output keeps, before `{`, `%` or `#` too.
    @Test func theLiteralFilterWritesBracesThatOpenNoTag() throws {
        let output = try render(["A.swift": "{{ \"{\"|literal }}{ a }} {{ \"{\"|literal }}% b %} {{ \"{\"|literal }}# c #}\n"])
        #expect(output == ["A.swift": "{{ a }} {% b %} {# c #}\n"])
    }

    @Test func stencilsOwnErrorsNameTheFileAndLine() {
        #expect(
            throws: GenerationError.render(location: "Templates/T/A.swift (built-in):3", message: "Unknown filter 'nosuch'. Found similar filters: 'default'.")
        ) {
            try render(["A.swift": "ok\n\n{{ module|nosuch }}\n"])
        }
    }

    /// Stencil's source maps place a tag whose text occurs earlier in the file (here in a
    /// comment) at line 0: its errors are reported at the tag's own line.
    @Test(arguments: [("{% frob %}", "Unknown template tag 'frob'"), ("{{ module|qqqqqqqqq }}", "Unknown filter 'qqqqqqqqq'.")])
    func stencilsErrorsAtATagWhoseTextOccursEarlierNameItsLine(tag: String, message: String) {
        #expect(throws: GenerationError.render(location: "Templates/T/A.swift (built-in):2", message: message)) {
            try render(["A.swift": "{# \(tag) #}\n\(tag)\n"])
        }
    }

    /// Stencil's lexer finds a line by its first occurrence in the file, so it placed this at line 0,
    /// whether vipera lexes the text or Stencil does (a whitespace marker).
    @Test(arguments: ["{% for item in items %}", "{% for item in items -%}"])
    func anUndefinedVariableOnARepeatedLineIsReportedAtThatLine(loop: String) {
        #expect(throws: GenerationError.render(location: "Templates/T/A.swift (built-in):4", message: "undefined variable 'item' in '{{ item }}'")) {
            try render(["A.swift": "\(loop)\n{{ item }}\n{% endfor %}\n{{ item }}\n"])
        }
    }

    @Test func whitespaceMarkersAndInheritanceRenderAsStencilRendersThem() throws {
        #expect(try render(["A.swift": "a\n  {%- if flag -%}  \n b {%- endif %}\n"]) == ["A.swift": "ab"])
        let output = try render([
            "A.swift": "{% extends \"_base.stencil\" %}{% block body %}{{ module }}{% endblock %}",
            "_base.stencil": "// base\n{% block body %}{% endblock %}\n",
        ])
        #expect(output["A.swift"] == "// base\nCart")
    }

    @Test func emptyRenderedNamesLeaveFilesOut() throws {
        let output = try render(["{% if flag %}On.swift{% endif %}": "on\n", "{% if not flag %}Off.swift{% endif %}": "off\n"])
        #expect(output == ["On.swift": "on\n"])
    }

    @Test func binaryFilesAreCopiedAsTheyAre() throws {
        var bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x7B, 0x7B])
        bytes.append(contentsOf: Array("{{ module }}".utf8))
        let template = try Template(
            name: "T", origin: .builtin,
            files: [
                TemplateFile(path: "{{ module }}Icon.png", data: bytes),
                TemplateFile(path: "template.yml", data: Data("summary: x\n".utf8)),
            ])
        let rendered = try TemplateRenderer(template: template).render(context)
        #expect(rendered.map(\.path) == ["CartIcon.png"])
        #expect(rendered.first?.data == bytes)
    }

    @Test func legacyPlaceholdersApplyOnlyWithoutManifestOrStencilTags() throws {
        let legacy = try render(["{module}View.swift": "// {module} in {project} by {author}, {year}\n"], manifest: nil)
        #expect(legacy == ["CartView.swift": "// Cart in Shop by Jane, 1970\n"])
        #expect(throws: GenerationError.self) {
            try render(["{{ module }}.swift": "let json = \"{module}\"\n"])
        }
    }

    @Test func testFilesAreMarkedForTheTestsFolder() throws {
        let template = try Template(
            name: "T", origin: .builtin,
            files: [
                TemplateFile(path: "Tests/{{ module }}Tests.swift", data: Data("t\n".utf8)),
                TemplateFile(path: "{{ module }}.swift", data: Data("m\n".utf8)),
                TemplateFile(path: "template.yml", data: Data("tests: Tests\n".utf8)),
            ])
        let rendered = try TemplateRenderer(template: template).render(context)
        #expect(rendered.map(\.path).sorted() == ["Cart.swift", "CartTests.swift"])
        #expect(rendered.first { $0.path == "CartTests.swift" }?.isTest == true)
    }
}

@Suite struct ConditionalVariableTests {
    @Test func inlineConditionsRenderAndAreChecked() throws {
        let context = RenderContext(
            module: "Cart", author: "J", date: Date(timeIntervalSince1970: 0), project: "P",
            parameters: ["items": "a,b,c"])
        let template = try Template(
            name: "T", origin: .builtin,
            files: [
                TemplateFile(path: "A.swift", data: Data("f({% for x in items|split:\",\" %}{{ x }}{{ \", \" if not forloop.last }}{% endfor %})\n".utf8)),
                TemplateFile(path: "B.swift", data: Data("{{ \"x\" if nope }}\n".utf8)),
                TemplateFile(path: "template.yml", data: Data("summary: s\n".utf8)),
            ])
        #expect(throws: GenerationError.render(location: "Templates/T/B.swift (built-in):1", message: "undefined variable 'nope' in '{{ \"x\" if nope }}'")) {
            try TemplateRenderer(template: template).render(context)
        }
        let good = try Template(name: "T", origin: .builtin, files: Array(template.files.prefix(1)) + [template.manifestFile!])
        let rendered = try TemplateRenderer(template: good).render(context)
        #expect(String(decoding: rendered[0].data, as: UTF8.self) == "f(a, b, c)\n")
    }
}
