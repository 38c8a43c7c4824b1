/// Compares what a page shows after a command with what the command printed.
///
/// A page shows standard output and standard error together, as a terminal does; a test reads
/// them from two pipes, where their relative order is lost. So the shown lines match when they
/// are some interleaving of the two streams' lines that keeps each stream's own order. A line
/// holding only `…` stands for any number of lines, none included.
enum OutputMatch {
    static let elision = "…"

    /// Whether `expected` is an interleaving of `stdout` and `stderr` (with `…` for any lines).
    static func matches(_ expected: [String], stdout: [String], stderr: [String]) -> Bool {
        let rows = stdout.count + 1
        let columns = stderr.count + 1
        var seen = Set<Int>()
        var pending = [(0, 0, 0)]
        while let (e, s, r) = pending.popLast() {
            guard seen.insert((e * rows + s) * columns + r).inserted else { continue }
            if e == expected.count {
                if s == stdout.count && r == stderr.count { return true }
                continue
            }
            if expected[e] == elision {
                pending.append((e + 1, s, r))
                if s < stdout.count { pending.append((e, s + 1, r)) }
                if r < stderr.count { pending.append((e, s, r + 1)) }
                continue
            }
            if s < stdout.count, stdout[s] == expected[e] { pending.append((e + 1, s + 1, r)) }
            if r < stderr.count, stderr[r] == expected[e] { pending.append((e + 1, s, r + 1)) }
        }
        return false
    }

    /// The lines of a program's output: no empty last line for the final line break.
    static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
