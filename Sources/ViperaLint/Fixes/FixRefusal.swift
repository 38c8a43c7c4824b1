/// Why vipera cannot make a fix, in words: the reason a user reads after "refused:".
struct FixRefusal: Error {
    let reason: String
}

/// The edits one part of a fix needs, or why it cannot be made.
typealias FixEdits = Result<[FixEdit], FixRefusal>
