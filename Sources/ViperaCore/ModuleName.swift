import Foundation
import ViperaSupport

/// A module name that is safe to use as a Swift type-name prefix and as a folder name.
///
/// Like vipera 1.x, the first letter is upper-cased (`login` becomes `Login`); everything else
/// must already form a Swift identifier that is not a keyword, at most `maximumLength` bytes long.
/// The name is normalized to Unicode's composed form (NFC), as keyboards type it: `Café`
/// written with `e` and a combining accent becomes the one `é`, in the types and in the file
/// names, so the code that uses the module finds them.
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
        let composed = input.precomposedStringWithCanonicalMapping
        let capitalized = composed.prefix(1).uppercased() + composed.dropFirst()
        if let (scalar, offset) = SwiftIdentifier.firstInvalidScalar(in: capitalized) {
            let place = offset == 0 ? "cannot start a Swift identifier" : "cannot be part of a Swift identifier"
            throw ModuleNameError(
                input: input,
                reason: "its character \(SwiftIdentifier.described(scalar)) \(place) (letters, digits and '_', not starting with a digit)"
            )
        }
        guard !SwiftIdentifier.keywords.contains(capitalized) else {
            throw ModuleNameError(input: input, reason: "'\(capitalized)' is a Swift keyword")
        }
        value = capitalized
        wasCapitalized = capitalized != composed
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
