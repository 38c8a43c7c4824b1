/// A count with its noun, in the singular for one: `1 file`, `0 files`, `3 classes`.
/// - Parameters:
///   - singular: the noun for one (`file`, `view model`).
///   - plural: the noun for any other count; `singular` + `s` when not given.
public func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}
