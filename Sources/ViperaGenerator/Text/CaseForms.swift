import ViperaCore

/// The case forms templates need for a name like `MyModule`, exposed as Stencil filters.
public enum CaseForms {
    /// `MyModule` → `myModule`; a leading acronym is lowered whole (`URLLoader` → `urlLoader`).
    public static func lowerFirst(_ text: String) -> String {
        let words = NameWords.words(text)
        guard let first = words.first else { return text }
        if first.allSatisfy(\.isUppercase), words.count > 1 || first.count == text.count {
            return first.lowercased() + text.dropFirst(first.count)
        }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// `myModule` → `MyModule`.
    public static func upperFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `MyModule` → `my_module`.
    public static func snake(_ text: String) -> String {
        NameWords.words(text).map { $0.lowercased() }.joined(separator: "_")
    }

    /// `MyModule` → `my-module`.
    public static func kebab(_ text: String) -> String {
        NameWords.words(text).map { $0.lowercased() }.joined(separator: "-")
    }

    /// `MyModule` → `MYMODULE`.
    public static func upper(_ text: String) -> String {
        text.uppercased()
    }

    /// A name made into a Swift identifier the way Xcode derives a product's module name:
    /// `My Shop-App` → `My_Shop_App`, `2048` → `_2048`.
    public static func identifier(_ text: String) -> String {
        let characters = text.unicodeScalars.map { scalar in
            scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil ? Character(scalar) : "_"
        }
        let result = String(characters)
        guard let first = result.unicodeScalars.first else { return "_" }
        return first.properties.numericType != nil ? "_" + result : result
    }

    /// The filters, by the names templates use.
    static let filters: [(name: String, transform: @Sendable (String) -> String)] = [
        ("lowerFirst", lowerFirst), ("upperFirst", upperFirst), ("snake", snake),
        ("kebab", kebab), ("upper", upper), ("lower", { $0.lowercased() }),
        ("identifier", identifier),
    ]
}
