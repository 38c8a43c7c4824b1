/// The other names a type a file extends goes by: the aliases the SDK declares for it
/// (`TimeInterval` for `Double`) and those the project declares (`typealias JSON = [String: Any]`
/// aside, an alias of one named type). A file named for one of them (`TimeIntervalExtension.swift`
/// extending `Double`) is named for what it extends.
struct ExtendedTypeAliases {
    /// Foundation's, Core Graphics', Core Location's and the standard library's aliases of
    /// the number types, which code extends under their own names.
    static let sdk: [String: [String]] = [
        "Double": [
            "TimeInterval", "CFTimeInterval", "NSTimeInterval", "Float64", "CLLocationDegrees", "CLLocationDistance", "CLLocationSpeed",
            "CLLocationDirection", "CLLocationAccuracy",
        ],
        "Float": ["Float32"],
        "Int": ["NSInteger"],
        "UInt": ["NSUInteger"],
    ]

    /// For each aliased type, its aliases.
    private let aliases: [String: [String]]

    /// The SDK's aliases and those `files` declare at their top level for one named type.
    init(_ files: [FileFacts]) {
        var aliases = Self.sdk
        for file in files {
            for alias in file.typeAliases where alias.scope.isEmpty && alias.kind == .other && alias.targets.count == 1 {
                aliases[alias.targets[0], default: []].append(alias.name)
            }
        }
        self.aliases = aliases
    }

    /// The aliases of `type`.
    func of(_ type: String) -> [String] {
        aliases[type] ?? []
    }
}
