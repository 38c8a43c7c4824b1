/// One entry of `Options` in a `TemplateInfo.plist`: a field of Xcode's New File dialog.
///
/// ```xml
/// <dict>
///     <key>Identifier</key> <string>interface</string>
///     <key>Name</key> <string>Generate Interface Builder:</string>
///     <key>Type</key> <string>popup</string>
///     <key>Default</key> <string>None</string>
///     <key>Values</key> <array><string>XIB</string><string>None</string></array>
/// </dict>
/// ```
public struct XcodeOption: Sendable, Equatable {
    /// The field's kinds vipera renders.
    public enum Kind: Sendable, Equatable {
        /// Free text (`text`).
        case text
        /// Not shown: its `Default`, macros expanded, derives it from the others (`static`).
        case `static`
        /// One of `Values` (`popup`); the chosen value names the folder of files.
        case popup([String])
        /// On or off (`checkbox`); when on, its identifier names the folder of files.
        case checkbox
    }

    /// The name in `___VARIABLE_<identifier>___` and in `--param <identifier>=…`.
    public let identifier: String
    public let kind: Kind
    /// The label Xcode shows (`Name`).
    public let name: String?
    /// The help Xcode shows (`Description`).
    public let description: String?
    /// `Default` as text: a checkbox's is `true` or `false`.
    public let defaultValue: String?
    /// Whether Xcode refuses to go on while the field is empty (`Required`).
    public let isRequired: Bool
    /// `RequiredOptions`: the option applies only while each named option has one of the values.
    public let requiredOptions: [String: [String]]

    /// Whether the option takes part in naming the folder of files: a popup or a checkbox.
    var selectsFolder: Bool {
        switch kind {
        case .popup, .checkbox: true
        case .text, .static: false
        }
    }

    /// What the option adds to the folder name when its value is `value`: a popup its value, a
    /// checkbox that is on its identifier, anything else nothing.
    func folderNamePart(value: String) -> String {
        switch kind {
        case .popup: value
        case .checkbox: value == "true" ? identifier : ""
        case .text, .static: ""
        }
    }

    /// Whether the option applies with the other options at `values` (by identifier).
    func applies(with values: [String: String]) -> Bool {
        requiredOptions.allSatisfy { identifier, accepted in values[identifier].map(accepted.contains) == true }
    }
}
