import ViperaCore
import ViperaSupport

/// The HTML report's page: the summary and the filters are written here; the findings are
/// listed by the page's script from the data it carries.
struct HTMLReportPage {
    let findings: [Finding]
    let context: ReportContext

    var html: String {
        let errors = findings.count { $0.severity == .error }
        let counts =
            "\(counted(context.fileCount, "file")) checked: <span class=\"error\">\(counted(errors, "error"))</span>, "
            + "<span class=\"warning\">\(counted(findings.count - errors, "warning"))</span>"
        let rules = Dictionary(grouping: findings, by: \.ruleID.rawValue)
        let modules = Dictionary(grouping: findings) { $0.module ?? "" }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <title>vipera lint: \(counted(errors, "error")), \(counted(findings.count - errors, "warning"))</title>
            <style>
            \(HTMLReportStyle.css)</style>
            </head>
            <body>
            <header>
            <h1>vipera lint</h1>
            <p class="summary">\(counts)</p>
            </header>
            <section class="counts">
            \(table("rule", rules, filter: "rule"))\(table("module", modules, filter: "module"))</section>
            <form class="filters" id="filters">
            <label>Severity <select id="filter-severity"><option value="">all</option><option value="error">error</option><option value="warning">warning</option></select></label>
            <label>Rule \(select("filter-rule", rules.keys.sorted()))</label>
            <label>Module \(select("filter-module", modules.keys.sorted(by: Self.moduleOrder)))</label>
            <label>Text <input id="filter-text" type="search" placeholder="message or file"></label>
            <output id="shown">\(counted(findings.count, "finding"))</output>
            </form>
            <main id="findings"></main>
            <noscript><p>The findings are listed by the page's script; the counts above are complete without it.</p></noscript>
            <script type="application/json" id="vipera-data">\(HTMLReportData(findings: findings, context: context).scriptText)</script>
            <script>
            \(HTMLReportScript.javaScript)</script>
            </body>
            </html>

            """
    }

    /// Modules by name, findings outside any module last.
    static func moduleOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.isEmpty != rhs.isEmpty ? rhs.isEmpty : lhs < rhs
    }

    /// Counts by `title`, each name a button that filters on it.
    private func table(_ title: String, _ groups: [String: [Finding]], filter: String) -> String {
        guard !groups.isEmpty else { return "" }
        let rows = groups.keys.sorted(by: Self.moduleOrder).map { key in
            let group = groups[key] ?? []
            let errors = group.count { $0.severity == .error }
            return
                "<tr><td><button type=\"button\" data-filter=\"\(filter)\" data-value=\"\(XMLText.escaped(key))\">\(XMLText.escaped(key.isEmpty ? "(no module)" : key))</button></td>"
                + "<td class=\"number\">\(errors)</td><td class=\"number\">\(group.count - errors)</td></tr>"
        }
        return
            "<table><caption>By \(title)</caption><thead><tr><th>\(title)</th><th class=\"number\">errors</th><th class=\"number\">warnings</th></tr></thead>"
            + "<tbody>\(rows.joined())</tbody></table>\n"
    }

    private func select(_ id: String, _ values: [String]) -> String {
        let options = values.map { "<option value=\"\(XMLText.escaped($0))\">\(XMLText.escaped($0.isEmpty ? "(no module)" : $0))</option>" }
        return "<select id=\"\(id)\"><option value=\"\">all</option>\(options.joined())</select>"
    }
}
