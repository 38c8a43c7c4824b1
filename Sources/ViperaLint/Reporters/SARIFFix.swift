/// A fix as SARIF 2.1.0 writes it: a description and, per file, the replacements (a deleted
/// region, empty for an insertion, and the inserted text).
struct SARIFFix: Encodable {
    let description: SARIFReporter.Text
    let artifactChanges: [ArtifactChange]

    struct ArtifactChange: Encodable {
        let artifactLocation: SARIFReporter.ArtifactLocation
        let replacements: [Replacement]
    }

    struct Replacement: Encodable {
        let deletedRegion: SARIFReporter.Region
        let insertedContent: SARIFReporter.Text?
    }

    /// The SARIF form of `fix`; `nil` when it has nothing to apply.
    init?(_ fix: Fix) {
        guard fix.isApplicable else { return nil }
        description = SARIFReporter.Text(text: fix.summary)
        artifactChanges = fix.files.map { file in
            ArtifactChange(
                artifactLocation: SARIFReporter.ArtifactLocation(file),
                replacements: fix.edits.filter { $0.file == file }.map { edit in
                    Replacement(
                        deletedRegion: SARIFReporter.Region(
                            startLine: edit.range.start.line, startColumn: edit.range.start.column, endLine: edit.range.end.line,
                            endColumn: edit.range.end.column),
                        insertedContent: edit.replacement.isEmpty ? nil : SARIFReporter.Text(text: edit.replacement))
                })
        }
    }
}
