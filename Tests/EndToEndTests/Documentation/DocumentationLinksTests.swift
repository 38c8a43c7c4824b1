import Foundation
import TestSupport
import Testing

/// No link in README.md, CONTRIBUTING.md or `Documentation/` leaves the repository, and every
/// link inside it reaches a file that exists (and a heading that exists, for `#anchor` links).
@Suite struct DocumentationLinksTests {
    @Test func noLinkLeavesTheRepository() throws {
        var external: [String] = []
        for page in try MarkdownPage.all() {
            for (number, line) in page.prose {
                let text = MarkdownLinks.removingCodeSpans(line)
                if text.contains("http://") || text.contains("https://") || MarkdownLinks.targets(in: text).contains(where: MarkdownLinks.hasScheme) {
                    external.append("\(page):\(number): \(line)")
                }
            }
        }
        #expect(external.isEmpty, "links out of the repository:\n\(external.joined(separator: "\n"))")
    }

    @Test func everyLinkReachesAFileAndHeadingOfTheRepository() throws {
        let root = Locations.packageRoot.standardizedFileURL
        var broken: [String] = []
        for page in try MarkdownPage.all() {
            let folder = root.appendingPathComponent(page.path).deletingLastPathComponent()
            for (number, line) in page.prose {
                for target in MarkdownLinks.targets(in: MarkdownLinks.removingCodeSpans(line)) where !MarkdownLinks.hasScheme(target) {
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let file = parts[0].isEmpty ? root.appendingPathComponent(page.path) : folder.appendingPathComponent(parts[0]).standardizedFileURL
                    guard file.path.hasPrefix(root.path + "/"), FileManager.default.fileExists(atPath: file.path) else {
                        broken.append("\(page):\(number): \(target) (no such file in the repository)")
                        continue
                    }
                    if parts.count == 2 {
                        let linked = try MarkdownPage(path: String(file.path.dropFirst(root.path.count + 1)))
                        if !linked.anchors.contains(parts[1]) { broken.append("\(page):\(number): \(target) (no such heading)") }
                    }
                }
            }
        }
        #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    }

    @Test func linksAndAnchorsAreReadAsGitHubReadsThem() {
        #expect(MarkdownLinks.targets(in: "see [a](B.md#c) and ![i](img.png) or [x][ref]") == ["B.md#c", "img.png"])
        #expect(MarkdownLinks.targets(in: "[ref]: Other.md") == ["Other.md"])
        #expect(MarkdownLinks.targets(in: "<https://example.org>") == ["https://example.org"])
        #expect(MarkdownLinks.removingCodeSpans("a `[x](y)` b") == "a  b")
        #expect(MarkdownLinks.anchor(of: "`vipera init`, and detection without a configuration") == "vipera-init-and-detection-without-a-configuration")
        #expect(MarkdownLinks.anchor(of: "Coming from vipera 1.x/2.x") == "coming-from-vipera-1x2x")
    }
}

/// Reads links and headings out of Markdown text the way GitHub renders them.
enum MarkdownLinks {
    /// The targets of inline links and images (`[text](target)`), reference definitions
    /// (`[name]: target`) and autolinks (`<scheme:…>`) in `line`.
    static func targets(in line: String) -> [String] {
        var targets: [String] = []
        for pattern in [#"\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#, #"^\s*\[[^\]]+\]:\s*(\S+)"#, #"<([a-zA-Z][a-zA-Z0-9+.-]*:[^>\s]+)>"#] {
            let regex = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(line.startIndex..., in: line)
            for match in regex.matches(in: line, range: range) {
                if let captured = Range(match.range(at: 1), in: line) { targets.append(String(line[captured])) }
            }
        }
        return targets
    }

    /// Whether `target` names a scheme (`https:`, `mailto:`), so leaves the repository.
    static func hasScheme(_ target: String) -> Bool {
        target.range(of: #"^[a-zA-Z][a-zA-Z0-9+.-]*:"#, options: .regularExpression) != nil
    }

    /// `line` without its code spans (`` `…` ``), which are text, not links.
    static func removingCodeSpans(_ line: String) -> String {
        line.replacingOccurrences(of: #"(`+)[^`]*?\1"#, with: "", options: .regularExpression)
    }

    /// The anchor GitHub gives a heading: lower-cased, punctuation dropped, spaces made `-`.
    static func anchor(of heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
            }.map { $0 == " " ? "-" : Character($0) })
    }
}

extension MarkdownPage {
    /// The lines outside fenced code blocks and HTML comments, with their 1-based numbers.
    var prose: [(Int, String)] {
        let code = fencedBlocks.map { $0.line...($0.line + $0.content.count + 1) }
        var inComment = false
        return lines.enumerated().compactMap { index, line in
            let number = index + 1
            if code.contains(where: { $0.contains(number) }) { return nil }
            if line.contains("<!--") {
                inComment = !line.contains("-->")
                return nil
            }
            if inComment {
                inComment = !line.contains("-->")
                return nil
            }
            return (number, line)
        }
    }

    /// The anchors of the page's headings, numbered as GitHub numbers repeated ones.
    var anchors: Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for (_, line) in prose where line.hasPrefix("#") {
            let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let anchor = MarkdownLinks.anchor(of: text)
            let count = seen[anchor, default: 0]
            anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
            seen[anchor] = count + 1
        }
        return anchors
    }
}
