import Foundation

/// A Generamba template written for the tests, in the format of Generamba's own templates: a
/// `.rambaspec` (itself Liquid) with `code_files`, `test_files` and a `custom_name`, Liquid
/// files using `module_info.*`, `developer.*`, `date`, `year`, `prefix`, `custom_parameters`,
/// an `{% include %}` snippet from `snippets/`, Liquid's standard filters, tags and whitespace
/// control.
///
/// It expects the custom parameters `with_tests` (bool), `style`, `title` and `sections`.
public enum GenerambaTemplateFixture {
    /// The template's folder name.
    public static let name = "swift_viper"

    /// The template's files by path.
    public static let files: [String: String] = [
        "swift_viper.rambaspec": """
        # A Generamba template for vipera's tests
        name: "swift_viper"
        summary: "Swift VIPER module (Generamba)"
        author: "vipera tests"
        version: "1.0.0"
        license: "MIT"
        dependencies:
        - UIKit

        code_files:
        - {name: View/ViewController.swift, path: Code/View/view_controller.swift.liquid}
        - {name: Presenter/Presenter.swift, path: Code/Presenter/presenter.swift.liquid}
        - {name: Configurator.swift, path: Code/configurator.swift.liquid, custom_name: "{{ module_info.name | downcase }}_configurator.swift"}
        {% if custom_parameters.with_tests == "true" %}
        test_files:
        - {name: Presenter/PresenterTests.swift, path: Tests/presenter_tests.swift.liquid}
        {% endif %}

        """,
        "snippets/header.liquid": """
        //
        //  {{ module_info.file_name }}
        //  {{ module_info.project_name }} ({{ module_info.product_module_name }})
        //
        //  Created by {{ developer.name }} on {{ date }}.
        //  Copyright © {{ year }} {{ developer.company }}. All rights reserved.
        //

        """,
        "Code/View/view_controller.swift.liquid": """
        {% include 'header' %}
        import UIKit
        {% comment %}The view shows what the presenter says.{% endcomment %}
        final class {{ prefix }}{{ module_info.name }}ViewController: UIViewController {
            let screenName = "{{ module_info.name | downcase }}"
            let analyticsKey = "{{ module_info.name | upcase | prepend: "SCREEN_" }}"
            let titleText = "{{ custom_parameters.title | strip | capitalize }}"
        {%- unless custom_parameters.style == "plain" %}
            let style = "{{ custom_parameters.style | replace: "_", " " }}"
        {%- endunless %}
        }

        """,
        "Code/Presenter/presenter.swift.liquid": """
        {% include 'header' %}
        {%- assign presenter = module_info.name | append: "Presenter" %}
        {%- capture summary %}{{ module_info.description | remove: " module" }} presenter{% endcapture %}
        /// The {{ summary }}.
        final class {{ prefix }}{{ presenter }} {
        {%- if custom_parameters.style contains "grouped" %}
            let layout = "grouped"
        {%- elsif custom_parameters.style == "inset" %}
            let layout = "inset"
        {%- else %}
            let layout = "plain"
        {%- endif %}
        {%- assign sections = custom_parameters.sections | split: "," %}
            let sections = [{% for section in sections %}"{{ section | strip }}"{% unless forloop.last %}, {% endunless %}{% endfor %}]
        }

        """,
        "Code/configurator.swift.liquid": """
        {% include 'header' %}
        // Liquid left as it is: {% raw %}{{ module_info.name }}{% endraw %}
        let {{ module_info.name | lowerFirst }}Configurator = "{{ module_info.name }}"

        """,
        "Tests/presenter_tests.swift.liquid": """
        {% include 'header' %}
        import XCTest
        @testable import {{ module_info.product_module_name }}

        final class {{ prefix }}{{ module_info.name }}PresenterTests: XCTestCase {}

        """,
    ]

    /// Writes the template into `folder`.
    public static func write(to folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
