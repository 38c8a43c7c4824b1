import Foundation
import Testing

/// Python's `xml.etree`, an XML parser independent of vipera's writers: whether a text is
/// well-formed XML, and the attribute values and texts it holds once parsed.
public enum XMLOracle {
    /// Every attribute value and text of `xml` in document order once parsed, or the parser's
    /// complaint as the error; `nil` when python3 is missing (an issue where CI requires it,
    /// see `Oracle.ready`).
    public static func parsedValues(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Result<[String], XMLOracleError>? {
        guard Oracle.ready(["python3", "-c", "import xml.etree.ElementTree"], name: "python3", sourceLocation: sourceLocation) else { return nil }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write(xml, to: "document.xml")
        let script = """
            import json, sys, xml.etree.ElementTree as ET
            values = []
            for element in ET.parse(sys.argv[1]).getroot().iter():
                values += [element.attrib[key] for key in element.attrib]
                if element.text and element.text.strip():
                    values.append(element.text)
            print(json.dumps(values))
            """
        let result = try Oracle.run(["python3", "-c", script, file.path])
        guard result.status == 0 else { return .failure(XMLOracleError(message: result.stderr)) }
        return .success(try JSONDecoder().decode([String].self, from: Data(result.stdout.utf8)))
    }
}

/// Why Python's parser refused a text.
public struct XMLOracleError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
