/// The variables texts are rendered with, and the number a `StencilRendering` gave the set of
/// their names: made once for a module's files, so no text hashes every name again to find
/// whether it was checked against them.
struct StencilVariables {
    /// The values by name.
    let values: [String: Any]
    /// The names `values` defines: what the undefined-variable check knows.
    let names: Set<String>
    /// The renderer's number for `names`: equal numbers, equal names.
    let scope: Int

    /// These variables with `name`, which they define already, set to `value`: the names and
    /// their number stay the same.
    func replacing(_ name: String, with value: Any) -> StencilVariables {
        precondition(names.contains(name), "'\(name)' is not one of the variables")
        var values = values
        values[name] = value
        return StencilVariables(values: values, names: names, scope: scope)
    }
}
