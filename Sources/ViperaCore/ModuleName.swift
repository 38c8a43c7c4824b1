/// A module name that is safe to use as a Swift type-name prefix and as a folder name.
///
/// Like vipera 1.x, the first letter is upper-cased (`login` becomes `Login`); everything else
/// must already form a Swift identifier that is not a keyword, at most `maximumLength` bytes long.
public struct ModuleName: Hashable, Sendable, CustomStringConvertible {
    /// The validated name, e.g. `Login`.
    public let value: String
    /// Whether the name the user gave had its first letter upper-cased.
    public let wasCapitalized: Bool

    public var description: String { value }

    /// The longest name accepted, in UTF-8 bytes: file systems limit a file name to 255 bytes,
    /// and generated file names add up to about 50 to the module name.
    public static let maximumLength = 200

    /// Validates `input`, upper-casing its first letter.
    /// - Throws: `ModuleNameError` naming what is wrong with `input`.
    public init(validating input: String) throws(ModuleNameError) {
        if input.isEmpty { throw ModuleNameError(input: input, reason: "it is empty") }
        if input.utf8.count > Self.maximumLength {
            throw ModuleNameError(input: input, reason: "it is longer than \(Self.maximumLength) bytes (\(input.utf8.count))")
        }
        if input.contains("/") || input.contains("\\") {
            throw ModuleNameError(input: input, reason: "it contains a path separator")
        }
        if input.contains("..") { throw ModuleNameError(input: input, reason: "it contains '..'") }
        let capitalized = input.prefix(1).uppercased() + input.dropFirst()
        guard SwiftIdentifier.isIdentifier(capitalized) else {
            throw ModuleNameError(
                input: input,
                reason: "'\(capitalized.printable(limit: 40))' is not a Swift identifier (letters, digits and '_', not starting with a digit)"
            )
        }
        guard !SwiftIdentifier.keywords.contains(capitalized) else {
            throw ModuleNameError(input: input, reason: "'\(capitalized)' is a Swift keyword")
        }
        value = capitalized
        wasCapitalized = capitalized != input
    }
}

/// Why a module name was refused.
public struct ModuleNameError: ExitStatusProviding, CustomStringConvertible, Equatable {
    /// The name as the user gave it.
    public let input: String
    /// What is wrong with it.
    public let reason: String

    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    public var exitStatus: ExitStatus { .badInput }
    /// Names the input with control characters escaped and at most 40 characters of it.
    public var description: String { "invalid module name '\(input.printable(limit: 40))': \(reason)" }
}
