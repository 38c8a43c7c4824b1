/// The name of an architecture profile: the rules a template's output must satisfy and the
/// validator checks (`viper`, …).
public struct ProfileName: RawRepresentable, Hashable, Sendable, CustomStringConvertible, Codable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// VIPER with a module Builder, the default architecture.
    public static let viper = ProfileName(rawValue: "viper")
}
