// The team names each file of extensions `<Type>Extension.swift`.
extension Token {
    var isEmpty: Bool { value.isEmpty }
}
