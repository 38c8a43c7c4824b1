import ViperaCore

/// Which files of a `.xctemplate` bundle Xcode copies: with popups or checkboxes, those of the
/// folder named by their values joined in option order (a popup adds its value, a checkbox that
/// is on its identifier: `XIB` + `Interactor` → `XIBInteractor/`); without, every file but the
/// plist and the icons.
struct XcodeTemplateFolder {
    let template: Template
    let info: XcodeTemplateInfo

    /// Files at the top of a bundle that describe it rather than being copied.
    static func describesBundle(_ path: String) -> Bool {
        !path.contains("/") && (path == XcodeTemplateInfo.fileName || path.hasPrefix("TemplateIcon") || path.hasPrefix("TemplatePreview"))
    }

    /// The files to copy with their paths below the selected folder, for option `values`
    /// (`VARIABLE_<identifier>` → value).
    func files(values: [String: String]) throws(GenerationError) -> [(TemplateFile, String)] {
        let selectors = info.options.filter(\.selectsFolder)
        let copied = template.files.filter { !Self.describesBundle($0.path) }
        guard !selectors.isEmpty else { return copied.map { ($0, $0.path) } }
        let byIdentifier = Dictionary(uniqueKeysWithValues: info.options.map { ($0.identifier, values["VARIABLE_\($0.identifier)"] ?? "") })
        let folder = Self.folderName(selectors, values: byIdentifier)
        if folder.isEmpty {
            // Every checkbox off and no popup: the files at the top, but the folders other
            // choices select.
            let others = Set(Self.allFolderNames(selectors))
            return copied.filter { file in !others.contains(String(file.path.split(separator: "/")[0])) || !file.path.contains("/") }
                .map { ($0, $0.path) }
        }
        let prefix = folder + "/"
        let selected = copied.filter { $0.path.hasPrefix(prefix) }.map { ($0, String($0.path.dropFirst(prefix.count))) }
        guard !selected.isEmpty else {
            let choices = selectors.filter { $0.applies(with: byIdentifier) }
                .map { "\($0.identifier)=\(byIdentifier[$0.identifier] ?? "")" }.joined(separator: ", ")
            let existing = Set(copied.filter { $0.path.contains("/") }.map { String($0.path.split(separator: "/")[0]) + "/" }).sorted()
            throw .configuration(
                ConfigurationError(
                    file: template.origin.directory?.path ?? template.name, line: nil,
                    message:
                        "\(choices) selects the folder '\(prefix)', which the template does not have (its folders: \(existing.isEmpty ? "none" : existing.joined(separator: ", ")))"
                ))
        }
        return selected
    }

    /// The folder name for the selecting options at `values` (by identifier); options whose
    /// `RequiredOptions` are not met add nothing.
    static func folderName(_ selectors: [XcodeOption], values: [String: String]) -> String {
        selectors.filter { $0.applies(with: values) }.map { $0.folderNamePart(value: values[$0.identifier] ?? "") }.joined()
    }

    /// Every folder name some choice of the selecting options gives (up to 4096 choices).
    static func allFolderNames(_ selectors: [XcodeOption]) -> [String] {
        var combinations: [[String: String]] = [[:]]
        for selector in selectors {
            let values: [String] =
                switch selector.kind {
                case .popup(let values): values
                default: ["true", "false"]
                }
            combinations = combinations.flatMap { partial in values.map { partial.merging([selector.identifier: $0]) { $1 } } }
            if combinations.count > 4096 { break }
        }
        return combinations.map { folderName(selectors, values: $0) }
    }
}
