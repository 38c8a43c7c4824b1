import Foundation

/// JSON text: the one JSON writer every report, listing and baseline goes through
/// (`JSONEncoder` escapes strings; these fix the layout, so output is stable from run to run).
public enum JSONText {
    /// `value` as readable, stable JSON: indented, keys sorted, `/` left as it is; no final line
    /// break.
    public static func pretty(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// `value` as compact JSON that can sit in an HTML `<script>` element: every `<` escaped, so
    /// no text in it can close the element.
    public static func scriptEmbeddable(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
