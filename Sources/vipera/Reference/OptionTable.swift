import ViperaSupport

/// A command's arguments, options and flags as a Markdown table, from the parser's own
/// definitions: each with its names, what it does, the values it takes and its default.
enum OptionTable {
    static func markdown(_ command: CommandDefinition) -> String {
        let rows = command.shownArguments.map { "| \(synopsis($0)) | \(meaning($0)) |" }
        return (["| argument or option | meaning |", "|---|---|"] + rows).joined(separator: "\n") + "\n"
    }

    /// `<paths> …`, `-p <dir>`, `--path <dir>`, `--strict`.
    private static func synopsis(_ argument: CommandDefinition.Argument) -> String {
        let value = argument.valueName.map { "<\($0)>" } ?? ""
        guard let names = argument.names, !names.isEmpty else {
            return MarkdownText.tableCell(MarkdownText.code(value + (argument.isRepeating ? " …" : "")))
        }
        return MarkdownText.tableCell(
            names.map { MarkdownText.code(argument.kind == "option" ? "\($0.written) \(value)" : $0.written) }.joined(separator: ", "))
    }

    /// The help text, then the values and the default.
    private static func meaning(_ argument: CommandDefinition.Argument) -> String {
        var text = argument.abstract ?? ""
        if !argument.values.isEmpty {
            text += " Values: " + argument.values.map(MarkdownText.code).joined(separator: ", ") + "."
        }
        if argument.kind == "option", let value = argument.defaultValue, !value.isEmpty {
            text += " Default: \(MarkdownText.code(value))."
        }
        return MarkdownText.tableCell(text.trimmingCharacters(in: .whitespaces))
    }
}
