import Stencil

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one render of a text may still spend under its `TemplateLimits`: loop iterations and
/// included snippets, output, and time. The tags `LimitedTags` puts in place of Stencil's `for`
/// and `include` find it in the render's context and charge it as they run, so a runaway
/// template stops with an error at the tag at fault instead of hanging or exhausting memory.
///
/// Time is the processor time of the rendering thread (a render runs on one thread), so a busy
/// machine does not make a template fail that an idle one renders.
final class RenderBudget {
    /// The context key the budget is found under (two words: no template can name it).
    static let contextKey = "vipera render budget"

    /// How many iterations and includes pass between two readings of the clock.
    private static let clockInterval = 64

    private let limits: TemplateLimits
    /// When the render's processor time runs out: set at its first iteration or include, so a
    /// render that neither loops nor includes never reads the clock.
    private var deadline = Double.infinity
    private var iterations = 0
    private var includes = 0
    /// The UTF-8 bytes of loop and snippet output held so far.
    private var outputBytes = 0

    init(limits: TemplateLimits) {
        self.limits = limits
    }

    /// The budget of the render `context` belongs to, if it has one.
    static func of(_ context: Context) -> RenderBudget? {
        context[contextKey] as? RenderBudget
    }

    /// Counts one iteration of the loop at `token`.
    func chargeIteration(at token: Token?) throws {
        iterations += 1
        guard iterations <= limits.maximumIterations else {
            throw TemplateSyntaxError(reason: "loops run more than \(limits.maximumIterations) times", token: token)
        }
        try checkTime(at: token)
    }

    /// Counts one render of the snippet the `include` at `token` names.
    func chargeInclude(at token: Token?) throws {
        includes += 1
        guard includes <= limits.maximumIterations else {
            throw TemplateSyntaxError(reason: "snippets are included more than \(limits.maximumIterations) times", token: token)
        }
        try checkTime(at: token)
    }

    /// Refuses a loop over the range `from...to` (its bounds resolved) with more items than
    /// the iterations allowed, before Stencil makes an array of them; bounds Stencil cannot
    /// read as numbers are left to its own error.
    func checkRange(from: Any?, to: Any?, at token: Token) throws {
        guard let lower = Self.number(from), let upper = Self.number(to) else { return }
        guard !lower.isFinite || !upper.isFinite || abs(upper - lower) >= Double(limits.maximumIterations) else { return }
        let range = "\(Self.describe(from, as: lower))...\(Self.describe(to, as: upper))"
        throw TemplateSyntaxError(reason: "the range (\(range)) has more than \(limits.maximumIterations) items", token: token)
    }

    /// `render()`'s output (a loop iteration's or an included snippet's), counted in place of
    /// the output of the loops and snippets rendered within it, which it holds.
    func chargeOutput(at token: Token?, _ render: () throws -> String) throws -> String {
        let before = outputBytes
        let output = try render()
        outputBytes = before + output.utf8.count
        try checkOutput(outputBytes, at: token)
        return output
    }

    /// Refuses a whole rendered text past the output bound.
    func checkOutput(_ output: String) throws {
        try checkOutput(output.utf8.count, at: nil)
    }

    private func checkOutput(_ bytes: Int, at token: Token?) throws {
        guard bytes <= limits.maximumOutputBytes else {
            throw TemplateSyntaxError(reason: "the output grows past \(Self.describe(bytes: limits.maximumOutputBytes))", token: token)
        }
    }

    private func checkTime(at token: Token?) throws {
        let charges = iterations + includes
        if charges == 1 { deadline = Self.threadSeconds() + limits.maximumSeconds }
        guard charges % Self.clockInterval == 0, Self.threadSeconds() > deadline else { return }
        throw TemplateSyntaxError(reason: "rendering takes more than \(Self.describe(seconds: limits.maximumSeconds)) of processor time", token: token)
    }

    /// The processor time the calling thread has used, in seconds.
    private static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let integer as any BinaryInteger: Double(integer)
        case let real as any BinaryFloatingPoint: Double(real)
        default: nil
        }
    }

    /// `value`, read as `number`: a whole number without a fraction, else as Swift prints it.
    private static func describe(_ value: Any?, as number: Double) -> String {
        number.isFinite && number == number.rounded() && abs(number) < 1e18 ? String(Int(number)) : "\(value ?? number)"
    }

    /// `bytes` in MiB when a whole number of them, else in bytes.
    static func describe(bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : bytes % (1 << 10) == 0 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }

    private static func describe(seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) seconds" : "\(seconds) seconds"
    }
}
