/// The files a run checked and the facts it collected from them, in the same order; no facts when
/// the run attached the fixes itself.
struct RunFiles: Sendable {
    let inputs: [SourceInput]
    let facts: [FileFacts]?
}
