/// The HTML report's script: lists the findings of the page's data by module and rule, as the
/// filters select them. Everything starts open for up to 500 findings; beyond, a module's groups
/// are made when it is opened and a group's rows when it is, 500 at a time, so a report of
/// 10,000 findings opens at once.
enum HTMLReportScript {
    static let javaScript = """
        "use strict";
        (() => {
          const data = JSON.parse(document.getElementById("vipera-data").textContent);
          const findings = data.findings;
          // Groups start open while no more findings than this are shown; rows are added this many at a time.
          const batch = 500;
          const main = document.getElementById("findings");
          const shown = document.getElementById("shown");
          const filters = {
            severity: document.getElementById("filter-severity"),
            rule: document.getElementById("filter-rule"),
            module: document.getElementById("filter-module"),
            text: document.getElementById("filter-text"),
          };

          function element(tag, className, text) {
            const node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }

          function counted(count, noun) {
            return count + " " + noun + (count === 1 ? "" : "s");
          }

          function matches(finding, query) {
            return (!filters.severity.value || finding.severity === filters.severity.value)
              && (!filters.rule.value || finding.rule === filters.rule.value)
              && (filters.module.value === "" || finding.module === filters.module.value)
              && (!query || finding.message.toLowerCase().includes(query) || finding.file.toLowerCase().includes(query));
          }

          function row(finding) {
            const item = element("li", "finding " + finding.severity);
            item.dataset.finding = finding.rule;
            const where = element("div", "where");
            where.append(element("span", "severity", finding.severity),
                         element("span", "location", finding.file + ":" + finding.line + ":" + finding.column));
            item.append(where, element("p", "message", finding.message));
            if (finding.source !== undefined) {
              const source = element("pre", "source");
              source.append(element("span", "line-number", String(finding.line)), element("code", "", finding.source));
              item.append(source);
            }
            if (finding.cycle !== undefined) {
              const figure = element("figure", "cycle");
              // Drawn by vipera, every name in it escaped.
              figure.innerHTML = data.cycles[finding.cycle];
              item.append(figure);
            }
            return item;
          }

          // Fills `details` with rows for `items` once it is open, `batch` rows at a time.
          function fill(details, items) {
            const list = element("ol", "findings");
            const more = element("button", "more");
            more.type = "button";
            more.hidden = true;
            let next = 0;
            function add() {
              const rows = document.createDocumentFragment();
              for (const finding of items.slice(next, next + batch)) rows.append(row(finding));
              list.append(rows);
              next = Math.min(next + batch, items.length);
              const left = items.length - next;
              more.hidden = left === 0;
              more.textContent = "Show " + Math.min(batch, left) + " more (" + left + " not shown)";
            }
            more.addEventListener("click", add);
            details.addEventListener("toggle", () => { if (details.open && next === 0) add(); });
            details.append(list, more);
            if (details.open) add();
          }

          function byName(a, b) {
            return (a === "") !== (b === "") ? (a === "" ? 1 : -1) : (a < b ? -1 : a > b ? 1 : 0);
          }

          // A module's section: its rules' groups are made when it is opened, each open when the
          // module has no more findings than a batch.
          function section(name, rules, open) {
            const details = element("details", "module");
            details.open = open;
            const summary = element("summary");
            const heading = element("h2", "", name === "" ? "(no module)" : name);
            const total = [...rules.values()].reduce((sum, items) => sum + items.length, 0);
            heading.append(element("span", "count", counted(total, "finding")));
            summary.append(heading);
            details.append(summary);
            let made = false;
            function make() {
              if (made) return;
              made = true;
              for (const rule of [...rules.keys()].sort(byName)) {
                const items = rules.get(rule);
                const group = element("details", "rule");
                group.open = total <= batch;
                const title = element("summary");
                title.append(element("code", "", rule), element("span", "count", counted(items.length, "finding")));
                group.append(title);
                fill(group, items);
                details.append(group);
              }
            }
            details.addEventListener("toggle", () => { if (details.open) make(); });
            if (open) make();
            return details;
          }

          function render() {
            const query = filters.text.value.trim().toLowerCase();
            const selected = findings.filter((finding) => matches(finding, query));
            shown.textContent = selected.length + " of " + counted(findings.length, "finding") + " shown";
            const modules = new Map();
            for (const finding of selected) {
              if (!modules.has(finding.module)) modules.set(finding.module, new Map());
              const rules = modules.get(finding.module);
              if (!rules.has(finding.rule)) rules.set(finding.rule, []);
              rules.get(finding.rule).push(finding);
            }
            const open = selected.length <= batch;
            const sections = document.createDocumentFragment();
            for (const name of [...modules.keys()].sort(byName)) sections.append(section(name, modules.get(name), open));
            main.replaceChildren(sections);
            if (selected.length === 0) {
              main.append(element("p", "empty", findings.length === 0 ? "No findings." : "No finding matches the filters."));
            }
          }

          filters.severity.addEventListener("change", render);
          filters.rule.addEventListener("change", render);
          filters.module.addEventListener("change", render);
          filters.text.addEventListener("input", render);
          document.getElementById("filters").addEventListener("submit", (event) => event.preventDefault());
          for (const button of document.querySelectorAll("[data-filter]")) {
            button.addEventListener("click", () => {
              filters[button.dataset.filter].value = button.dataset.value;
              render();
              main.scrollIntoView();
            });
          }
          render();
        })();

        """
}
