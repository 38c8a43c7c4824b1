import Foundation
import ViperaCore
import ViperaSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds how a project indents its Swift code: `.editorconfig` (from the output folder upwards,
/// the nearest setting winning, until a file says `root = true`), else the project's
/// `.swift-format`, else what most of the project's Swift files do.
enum HouseStyle {
    /// The project's indentation; `nil` when nothing says (no setting, no indented Swift file).
    /// - Parameters:
    ///   - output: the folder the module goes in.
    ///   - project: the project's folder (`ProjectFolder`).
    ///   - swiftFiles: where the project's Swift files are listed (once for the run).
    /// - Throws: when the project's `.swift-format` is not a JSON object.
    static func indentation(output: URL, project: URL, swiftFiles: ProjectSwiftFiles) throws(ConfigurationError) -> Indentation? {
        if let fromEditorConfig = EditorConfig.indentation(from: output) { return fromEditorConfig }
        if let fromSwiftFormat = try swiftFormat(in: project) { return fromSwiftFormat }
        return majority(below: project, swiftFiles: swiftFiles)
    }

    /// The `indentation` of `.swift-format` in `folder`: `{"spaces": 2}` or `{"tabs": 1}`.
    private static func swiftFormat(in folder: URL) throws(ConfigurationError) -> Indentation? {
        let file = folder.appendingPathComponent(".swift-format")
        guard FileReading.entryExists(atPath: file.path) else { return nil }
        let data: Data
        do { data = try FileReading.data(atPath: file.path) } catch { throw ConfigurationError(file: file.path, failure: error) }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ConfigurationError(file: file.path, line: nil, message: "it is not a JSON object, as swift-format reads it")
        }
        guard let indentation = object["indentation"] as? [String: Any] else { return nil }
        if indentation["tabs"] != nil { return Indentation(unit: .tab) }
        if let spaces = indentation["spaces"] as? Int, (1...16).contains(spaces) { return Indentation(unit: .spaces(spaces)) }
        return nil
    }

    /// How many of the project's Swift files are read to find its indentation.
    static let sampleSize = 400

    /// The indentation most of the project's Swift files use (each file votes for the step its
    /// indented lines most often go in by); `nil` with no indented file.
    private static func majority(below folder: URL, swiftFiles: ProjectSwiftFiles) -> Indentation? {
        let files = (swiftFiles.files(below: folder, entryLimit: 100_000) ?? []).sorted().prefix(sampleSize)
        let votes = Concurrently.map(Array(files)) { path in
            (try? FileReading.bytes(atPath: path)).flatMap(step(in:))
        }
        let counts = votes.compactMap { $0 }.reduce(into: [Indentation.Unit: Int]()) { $0[$1, default: 0] += 1 }
        // The most votes; on a tie, the built-in templates' own four spaces, else the smaller step.
        let ranked = counts.sorted { first, second in
            if first.value != second.value { return first.value > second.value }
            if (first.key == Indentation.builtIn.unit) != (second.key == Indentation.builtIn.unit) { return first.key == Indentation.builtIn.unit }
            return Indentation(unit: first.key).description < Indentation(unit: second.key).description
        }
        return ranked.first.map { Indentation(unit: $0.key) }
    }

    /// The step a file's indentation most often goes in by: a tab, or 2 to 8 spaces.
    static func step(in text: String) -> Indentation.Unit? {
        step(in: Array(text.utf8))
    }

    /// The step `bytes` (UTF-8) indent by (400 files of a large project are read before one
    /// module is written: each line's end is found with the C library's `memchr`, and the steps
    /// are counted in place before they are put in a dictionary). A line ends at a line feed not
    /// after a carriage return (`\r\n` is one character, which does not split a line); empty
    /// lines, blank ones, a lone `\r` and comment lines starting with `*` do not count, and a line
    /// starting with a tab votes for tabs without changing the indentation the next line is
    /// compared with.
    static func step(in bytes: [UInt8]) -> Indentation.Unit? {
        // Index 0 counts tabs, index n (2...8) steps of n spaces.
        var counts = [Int](repeating: 0, count: 9)
        bytes.withUnsafeBufferPointer { bytes in
            var previous = 0
            var start = 0
            while start < bytes.count {
                let end = lineEnd(in: bytes, from: start)
                defer { start = end + 1 }
                var contentStart = start
                while contentStart < end, bytes[contentStart] == space || bytes[contentStart] == tab { contentStart += 1 }
                guard contentStart < end, !(end - contentStart == 1 && bytes[contentStart] == carriageReturn), bytes[contentStart] != asterisk else {
                    continue
                }
                if bytes[start] == tab {
                    counts[0] += 1
                    continue
                }
                let indent = contentStart - start
                if (2...8).contains(indent - previous) { counts[indent - previous] += 1 }
                previous = indent
            }
        }
        // The most counted step; on a tie, a tab before spaces and the smaller step first, so the
        // same file always gives the same answer.
        guard let best = counts.indices.max(by: { counts[$0] != counts[$1] ? counts[$0] < counts[$1] : $0 > $1 }), counts[best] > 0 else {
            return nil
        }
        return best == 0 ? .tab : .spaces(best)
    }

    /// Where the line starting at `start` ends: the first line feed from there not after a
    /// carriage return, else the end of `bytes`.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var from = start
        while from < bytes.count, let found = memchr(base + from, Int32(lineFeed), bytes.count - from) {
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if end == 0 || bytes[end - 1] != carriageReturn { return end }
            from = end + 1
        }
        return bytes.count
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let asterisk = UInt8(ascii: "*")
}
