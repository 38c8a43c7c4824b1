import Foundation
import Testing

/// Compares rendered files with a committed golden folder; `VIPERA_UPDATE_GOLDEN=1` rewrites it.
public enum GoldenDirectory {
    /// Expects `rendered` (text by path relative to `golden`) to hold exactly the golden files.
    public static func expectMatches(
        _ rendered: [String: String], golden: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if ProcessInfo.processInfo.environment["VIPERA_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: golden)
            for (path, text) in rendered {
                let url = golden.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        let expected = TemporaryDirectory.files(in: golden)
        #expect(rendered.keys.sorted() == expected, sourceLocation: sourceLocation)
        for path in expected {
            let text = try String(contentsOf: golden.appendingPathComponent(path), encoding: .utf8)
            #expect(rendered[path] == text, "\(path) differs from its golden file", sourceLocation: sourceLocation)
        }
    }
}
