import Foundation
import ViperaSupport

/// What follows a colon in a macro (`___VARIABLE_name:identifier___`): Xcode's documented text
/// macro modifiers. Their names are matched ignoring letter case, as Apple's own templates
/// write `RFC1034Identifier` where the documentation writes `rfc1034Identifier`.
enum XcodeMacroModifier: String, CaseIterable {
    case bundleIdentifier
    case deletingLastPathComponent
    case deletingPathExtension
    case deletingTrailingDot
    case identifier
    case lastPathComponent
    case pathExtension
    case rfc1034Identifier
    case xml

    /// The modifier called `name`, in any letter case.
    init?(named name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }

    /// `text` modified.
    func apply(to text: String) -> String {
        switch self {
        case .bundleIdentifier: Self.replacing(text, keeping: "-.", with: "-")
        case .deletingLastPathComponent: (text as NSString).deletingLastPathComponent
        case .deletingPathExtension: (text as NSString).deletingPathExtension
        case .deletingTrailingDot: String(text.reversed().drop { $0 == "." }.reversed())
        case .identifier: Self.identifier(text)
        case .lastPathComponent: (text as NSString).lastPathComponent
        case .pathExtension: (text as NSString).pathExtension
        case .rfc1034Identifier: Self.replacing(text, keeping: "-", with: "-")
        case .xml: XMLText.escaped(text)
        }
    }

    /// `text` as a C identifier: every character but ASCII letters, digits and `_` becomes `_`,
    /// and one starting with a digit gets a leading `_`.
    static func identifier(_ text: String) -> String {
        let result = replacing(text, keeping: "_", with: "_")
        return result.first?.isNumber == true ? "_" + result : result
    }

    /// `text` with every character but ASCII letters, digits and `kept` replaced by `replacement`.
    private static func replacing(_ text: String, keeping kept: String, with replacement: Character) -> String {
        String(
            text.map { character in
                character.isASCII && (character.isLetter || character.isNumber || kept.contains(character)) ? character : replacement
            })
    }
}
