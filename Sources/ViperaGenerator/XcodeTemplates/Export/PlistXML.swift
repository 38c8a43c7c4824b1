import Foundation
import ViperaSupport

/// Writes an XML property list the way Xcode writes `TemplateInfo.plist`: tabs, keys in the
/// order given, `&`, `<` and `>` escaped.
enum PlistXML {
    /// A value of the property list.
    indirect enum Value: Equatable {
        case string(String)
        case bool(Bool)
        case array([Value])
        /// Entries in the order they are written.
        case dictionary([(key: String, value: Value)])

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.array(let a), .array(let b)): a == b
            case (.dictionary(let a), .dictionary(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            default: false
            }
        }
    }

    /// The whole document for `root`.
    static func document(_ root: Value) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
        ]
        write(root, depth: 0, into: &lines)
        lines.append("</plist>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ value: Value, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .string(let text):
            lines.append(text.isEmpty ? "\(indent)<string></string>" : "\(indent)<string>\(XMLText.escaped(text))</string>")
        case .bool(let flag):
            lines.append("\(indent)<\(flag)/>")
        case .array(let items):
            lines.append("\(indent)<array>")
            for item in items { write(item, depth: depth + 1, into: &lines) }
            lines.append("\(indent)</array>")
        case .dictionary(let entries):
            lines.append("\(indent)<dict>")
            for entry in entries {
                lines.append("\(indent)\t<key>\(XMLText.escaped(entry.key))</key>")
                write(entry.value, depth: depth + 1, into: &lines)
            }
            lines.append("\(indent)</dict>")
        }
    }
}
