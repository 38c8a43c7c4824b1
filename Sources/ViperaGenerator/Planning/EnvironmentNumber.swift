/// A whole number vipera reads from an environment variable, refused unless it lies within the
/// range it is used in.
enum EnvironmentNumber {
    /// The value of `name` in `environment`, `nil` when it is not set; `expected` says what it
    /// holds, for the error.
    static func value(
        _ name: String, in environment: [String: String], range: ClosedRange<Int>, expected: String
    ) throws(GenerationError) -> Int? {
        guard let text = environment[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .environment(name: name, reason: "must be \(expected) from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }
}
