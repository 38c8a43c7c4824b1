import Foundation
import ViperaCore

/// A `.xctemplate` bundle's `TemplateInfo.plist`: what the file template is and the options
/// Xcode's New File dialog asks for. Only file templates that substitute text macros are read.
public struct XcodeTemplateInfo: Sendable, Equatable {
    /// The file every `.xctemplate` bundle has at its top.
    public static let fileName = "TemplateInfo.plist"
    /// The `Kind`s of file template whose files Xcode copies with their macros expanded.
    static let fileTemplateKinds: Set<String> = [fileTemplateKind, "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind"]
    /// The `Kind` of today's file templates.
    static let fileTemplateKind = "Xcode.IDEKit.TextSubstitutionFileTemplateKind"
    /// The option Xcode names files after.
    public static let productName = "productName"

    /// `Summary`, else `Description`.
    public let summary: String?
    /// The options, in the plist's order.
    public let options: [XcodeOption]
    /// The text option the module name fills: `productName` itself, or the one a static
    /// `productName` is made of; `nil` when there is no `productName`, and the module name is the
    /// file name Xcode asks for.
    public let moduleOption: String?

    /// Parses `data`, the plist at `file` (as errors name it).
    public init(file: String, data: Data) throws(ConfigurationError) {
        let root = try PropertyListFile.dictionary(file: file, data: data)
        guard let kind = root["Kind"].flatMap(PropertyListFile.text) else {
            throw ConfigurationError(file: file, line: nil, message: "has no 'Kind'; a file template has Kind \(Self.fileTemplateKind)")
        }
        guard Self.fileTemplateKinds.contains(kind) else {
            throw ConfigurationError(
                file: file, line: nil,
                message: "has Kind '\(kind)'; vipera renders file templates (\(Self.fileTemplateKinds.sorted().joined(separator: " or ")))"
            )
        }
        summary = (root["Summary"] ?? root["Description"]).flatMap(PropertyListFile.text)
        options = try XcodeOptionParsing.options(root["Options"], file: file)
        moduleOption = try Self.moduleOption(in: options, file: file)
    }

    /// The text option that takes the module name.
    private static func moduleOption(in options: [XcodeOption], file: String) throws(ConfigurationError) -> String? {
        guard let product = options.first(where: { $0.identifier == productName }) else { return nil }
        switch product.kind {
        case .text:
            return productName
        case .static:
            let source = product.defaultValue.flatMap(XcodeMacros.soleVariable)
            guard let source, options.contains(where: { $0.identifier == source && $0.kind == .text }) else {
                throw ConfigurationError(
                    file: file, line: nil,
                    message:
                        "static option 'productName' must be one text option (___VARIABLE_<option>___), which takes the module name; it is '\(product.defaultValue ?? "")'"
                )
            }
            return source
        case .popup, .checkbox:
            throw ConfigurationError(file: file, line: nil, message: "option 'productName' must be text or static: it is the name of the files Xcode creates")
        }
    }

    /// The options the command line sets (`--param`): every text, popup and checkbox option but
    /// the module name's.
    var parameters: [TemplateParameter] {
        options.compactMap { option in
            let kind: TemplateParameter.Kind
            let defaultValue: String?
            switch option.kind {
            case .static: return nil
            case .text where option.identifier == moduleOption: return nil
            case .text:
                kind = .string
                defaultValue = option.isRequired && (option.defaultValue ?? "").isEmpty ? nil : option.defaultValue ?? ""
            case .popup(let values):
                kind = .choice(values)
                defaultValue = option.defaultValue ?? values.first
            case .checkbox:
                kind = .bool
                defaultValue = option.defaultValue ?? "false"
            }
            // The help Xcode shows, else its label without the colon.
            let description = [option.description, option.name.map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 }]
                .compactMap { $0 }.first { !$0.isEmpty }
            return TemplateParameter(name: option.identifier, kind: kind, defaultValue: defaultValue, description: description)
        }
    }
}
