/// The `TemplateInfo.plist` of an exported bundle: a file template whose options are the module
/// name (text, and `productName` made of it, so Xcode names the files after the module) and the
/// template's exportable parameters.
struct ExportPlist {
    let template: Template
    let options: ExportOptions

    /// The bundle's options as Xcode reads them; folder naming uses the same `XcodeOption`s as
    /// rendering a bundle does.
    var xcodeOptions: [XcodeOption] {
        let module = ExportStandIns.moduleOption
        var result = [
            XcodeOption(
                identifier: module, kind: .text, name: "Module name:", description: "The module's name, e.g. Login",
                defaultValue: "", isRequired: true, requiredOptions: [:]),
            XcodeOption(
                identifier: XcodeTemplateInfo.productName, kind: .static, name: nil, description: nil,
                defaultValue: "___VARIABLE_\(module)___", isRequired: false, requiredOptions: [:]),
        ]
        for parameter in options.selectors + options.texts {
            let kind: XcodeOption.Kind =
                switch parameter.kind {
                case .choice(let values): .popup(values)
                case .bool: .checkbox
                default: .text
                }
            let defaultValue: String? =
                switch kind {
                case .checkbox: parameter.defaultValue.flatMap(parameter.value(from:)).map { "\($0)" } ?? "false"
                case .popup(let values): parameter.defaultValue ?? values.first
                default: parameter.defaultValue ?? ""
                }
            result.append(
                XcodeOption(
                    identifier: parameter.name, kind: kind, name: parameter.name + ":", description: parameter.description ?? parameter.name,
                    defaultValue: defaultValue, isRequired: isRequired(kind, parameter), requiredOptions: [:]
                ))
        }
        return result
    }

    /// A popup always has a value; a text option is required when the parameter has no default.
    private func isRequired(_ kind: XcodeOption.Kind, _ parameter: TemplateParameter) -> Bool {
        switch kind {
        case .popup: true
        case .text: parameter.defaultValue == nil
        case .checkbox, .static: false
        }
    }

    /// The folder of the combination `values` (parameter name → raw value).
    func folderName(for values: [String: String]) -> String {
        let selectors = xcodeOptions.filter(\.selectsFolder)
        let normalized = Dictionary(
            uniqueKeysWithValues: options.selectors.map { parameter in
                (parameter.name, values[parameter.name].flatMap(parameter.value(from:)).map { "\($0)" } ?? "")
            })
        return XcodeTemplateFolder.folderName(selectors, values: normalized)
    }

    /// One line per option for the command's report: `interface (popup: XIB, None)`.
    var optionSummaries: [String] {
        xcodeOptions.filter { $0.kind != .static }.map { option in
            switch option.kind {
            case .popup(let values): "\(option.identifier) (popup: \(values.joined(separator: ", ")))"
            case .checkbox: "\(option.identifier) (checkbox)"
            default: "\(option.identifier) (text)"
            }
        }
    }

    /// The plist's text.
    var document: String {
        let summary = template.manifest.summary ?? "vipera template \(template.name)"
        let options = xcodeOptions.map { option -> PlistXML.Value in
            var entries: [(key: String, value: PlistXML.Value)] = [("Identifier", .string(option.identifier))]
            if option.kind != .static {
                entries += [("Name", .string(option.name ?? "")), ("Description", .string(option.description ?? ""))]
            }
            let type =
                switch option.kind {
                case .text: "text"
                case .static: "static"
                case .popup: "popup"
                case .checkbox: "checkbox"
                }
            entries.append(("Type", .string(type)))
            entries.append(("Default", .string(option.defaultValue ?? "")))
            if option.kind != .static { entries.append(("Required", .bool(option.isRequired))) }
            if case .popup(let values) = option.kind { entries.append(("Values", .array(values.map(PlistXML.Value.string)))) }
            return .dictionary(entries)
        }
        return PlistXML.document(
            .dictionary([
                ("Kind", .string(XcodeTemplateInfo.fileTemplateKind)),
                ("Summary", .string(summary)),
                ("Description", .string(summary)),
                ("DefaultCompletionName", .string("Module")),
                ("SortOrder", .string("1")),
                ("Options", .array(options)),
            ]))
    }
}
