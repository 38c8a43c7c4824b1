/// The HTML report's style sheet.
enum HTMLReportStyle {
    static let css = """
        :root { --error: #cf222e; --warning: #9a6700; --line: #d0d7de; --muted: #57606a; --text: #1f2328; --page: #ffffff; --panel: #f6f8fa; --link: #0969da; }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 76rem; padding: 1.5rem; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--text); background: var(--page); }
        h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
        .summary .error { color: var(--error); font-weight: 600; }
        .summary .warning { color: var(--warning); font-weight: 600; }
        .counts { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 2rem; margin: 1rem 0; }
        table { border-collapse: collapse; }
        caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
        th, td { padding: .15rem .6rem; border-bottom: 1px solid var(--line); text-align: left; }
        .number { text-align: right; font-variant-numeric: tabular-nums; }
        .counts button { font: inherit; color: var(--link); background: none; border: 0; padding: 0; cursor: pointer; text-align: left; }
        .counts button:hover { text-decoration: underline; }
        .filters { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .6rem .75rem; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
        .filters select, .filters input { font: inherit; padding: .1rem .3rem; max-width: 16rem; }
        #shown { margin-left: auto; color: var(--muted); }
        details.module { margin-top: 1.25rem; }
        details.module > summary { cursor: pointer; border-bottom: 1px solid var(--line); padding-bottom: .25rem; margin-bottom: .25rem; }
        details.module > summary > h2 { display: inline; font-size: 1.15rem; margin: 0; }
        details.rule { margin-left: 1rem; }
        .count { margin-left: .5rem; color: var(--muted); font-size: .85em; font-weight: normal; }
        details.rule { margin: .4rem 0; }
        details.rule > summary { cursor: pointer; }
        ol.findings { list-style: none; margin: .25rem 0 0; padding: 0; }
        li.finding { border-left: 3px solid var(--line); padding: .35rem .75rem; margin: .4rem 0; background: var(--panel); border-radius: 0 6px 6px 0; }
        li.finding.error { border-left-color: var(--error); }
        li.finding.warning { border-left-color: var(--warning); }
        .where { display: flex; flex-wrap: wrap; gap: .5rem; font-size: .85em; color: var(--muted); }
        .severity { font-weight: 600; text-transform: uppercase; font-size: .75rem; }
        .error .severity { color: var(--error); }
        .warning .severity { color: var(--warning); }
        .location, code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        p.message { margin: .15rem 0; }
        pre.source { margin: .25rem 0 0; padding: .3rem .5rem; background: var(--page); border: 1px solid var(--line); border-radius: 4px; overflow-x: auto; font-size: 12px; }
        .line-number { color: var(--muted); margin-right: .75rem; user-select: none; }
        figure.cycle { margin: .5rem 0 0; overflow-x: auto; }
        button.more { margin: .25rem 0 .5rem; font: inherit; }
        .empty { color: var(--muted); }

        """
}
