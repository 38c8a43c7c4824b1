/// A unified diff of two texts (`diff -u`'s format, 3 lines of context), found with Myers'
/// algorithm, which is quick when the texts differ in few lines, as fixes do.
struct UnifiedDiff {
    let old: String
    let new: String
    /// The file's path, shown as `a/path` and `b/path`.
    let path: String

    private static let context = 3

    private enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The diff; empty when the texts are the same.
    var text: String {
        let oldLines = Self.lines(old)
        let newLines = Self.lines(new)
        let script = Self.script(oldLines, newLines)
        guard script.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        var oldLine = 1
        var newLine = 1
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { if case .same = $0 { false } else { true } }) else { break }
            let start = max(index, change - Self.context)
            // The lines skipped before the hunk are the same in both.
            oldLine += start - index
            newLine += start - index
            // Extend the hunk while the next change is within twice the context.
            var end = change
            var sameRun = 0
            var cursor = change
            while cursor < script.count {
                if case .same = script[cursor] {
                    sameRun += 1
                } else {
                    sameRun = 0
                    end = cursor
                }
                if sameRun > 2 * Self.context { break }
                cursor += 1
            }
            let stop = min(script.count, end + 1 + Self.context)
            let hunk = script[start..<stop]
            let oldCount = hunk.count { if case .added = $0 { false } else { true } }
            let newCount = hunk.count { if case .removed = $0 { false } else { true } }
            output += "@@ -\(Self.range(oldLine, oldCount)) +\(Self.range(newLine, newCount)) @@\n"
            for line in hunk {
                switch line {
                case .same(let text): output += " \(text)\n"
                case .removed(let text): output += "-\(text)\n"
                case .added(let text): output += "+\(text)\n"
                }
            }
            oldLine += oldCount
            newLine += newCount
            index = stop
        }
        return output
    }

    /// `start,count` as hunk headers write it (the line before for an empty range).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script turning `old` into `new` (Myers, with the whole trace kept).
    private static func script(_ old: [String], _ new: [String]) -> [Line] {
        let n = old.count
        let m = new.count
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for depth in 0...(n + m) {
            trace.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                var x =
                    diagonal == -depth || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                    ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m { break search }
            }
        }
        var lines: [Line] = []
        var x = n
        var y = m
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[depth]
            let diagonal = x - y
            let previous =
                diagonal == -depth || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                ? diagonal + 1 : diagonal - 1
            let previousX = depth == 0 ? 0 : frontier[offset + previous]
            let previousY = previousX - previous
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                lines.append(.same(old[x]))
            }
            guard depth > 0 else { break }
            if x == previousX { lines.append(.added(new[y - 1])) } else { lines.append(.removed(old[x - 1])) }
            (x, y) = (previousX, previousY)
        }
        return lines.reversed()
    }
}
