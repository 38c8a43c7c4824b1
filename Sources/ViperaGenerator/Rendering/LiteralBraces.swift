/// The `literal` filter: `{{ "{"|literal }}` writes a `{` that the output keeps even where a
/// `{`, `%` or `#` follows it, though an output still holding `{{` or `{%` is otherwise refused
/// as an unrendered tag. Extracted templates escape their modules' braces with it.
///
/// The filter writes a placeholder the leftover-tag check does not read as `{`; the checked
/// output then has it made `{` again.
enum LiteralBraces {
    /// The filter's name in templates.
    static let filterName = "literal"
    /// What stands for `{` until the output is checked: two Unicode noncharacters, which text
    /// meant for interchange never holds.
    private static let placeholder = String(String.UnicodeScalarView([0xFDD0, 0xFDD1].compactMap(Unicode.Scalar.init(_:))))

    /// The filter: `text` with every `{` made the placeholder.
    static func mark(_ text: String) -> String {
        text.replacingOccurrences(of: "{", with: placeholder)
    }

    /// A checked output with every placeholder made `{` again (an output without the
    /// placeholder's first scalar, as most are, is looked through once, without Foundation).
    static func restore(_ output: String) -> String {
        guard let first = placeholder.unicodeScalars.first, output.unicodeScalars.contains(first) else { return output }
        return output.replacingOccurrences(of: placeholder, with: "{")
    }
}
