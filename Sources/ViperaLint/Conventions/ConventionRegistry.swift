import ViperaCore

extension NamingConvention {
    /// Every built-in convention, in the order `vipera rules` lists them.
    public static let builtIn: [NamingConvention] = [
        .vipera, .rambler, .interface, .contract, .objcio, .protocolSuffix, .coordinator, .presenterViewController,
    ]

    /// The built-in convention called `name`.
    public static func named(_ name: String) -> NamingConvention? {
        builtIn.first { $0.name == name }
    }
}
