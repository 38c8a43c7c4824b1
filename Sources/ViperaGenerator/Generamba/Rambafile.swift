import Foundation
import ViperaCore
import ViperaSupport

/// A Generamba project's `Rambafile`: the project's name, company and class prefix, where modules
/// and their tests go, and the Xcode project and targets they join. vipera reads it so a team
/// coming from Generamba needs no other setup; `.vipera.yml` and the command line win over it.
///
/// ```yaml
/// project_name: Shop
/// company: Shop Ltd
/// prefix: SH
/// xcodeproj_path: Shop.xcodeproj
/// project_file_path: Shop/Modules
/// project_targets: [Shop]
/// test_file_path: ShopTests/Modules
/// test_targets: [ShopTests]
/// templates:
/// - {name: swifty_viper}
/// ```
struct Rambafile: Sendable {
    static let fileName = "Rambafile"

    /// Where the file is; relative paths in it start from its folder.
    let url: URL
    var projectName: String?
    var company: String?
    var prefix: String?
    var xcodeprojPath: String?
    var projectTargets: [String] = []
    var testTargets: [String] = []
    /// The folder modules go in (each in its own `<Module>` folder).
    var projectFilePath: String?
    /// The folder modules' tests go in (each in its own `<Module>` folder).
    var testFilePath: String?
    /// The templates the project installs (`generamba template install` puts them in `Templates/`).
    var templates: [String] = []

    /// The `Rambafile` in `directory`, `nil` when there is none.
    static func load(from directory: URL) throws(ConfigurationError) -> Rambafile? {
        let url = directory.appendingPathComponent(fileName)
        guard FileReading.entryExists(atPath: url.path) else { return nil }
        let text: String
        do { text = try FileReading.text(atPath: url.path) } catch { throw ConfigurationError(file: url.path, failure: error) }
        return try Rambafile(url: url, text: text)
    }

    init(url: URL, text: String) throws(ConfigurationError) {
        self.url = url
        let document = try YAMLDocument(file: url.path, text: text)
        // Generamba's other keys (catalogs, podfile paths…) are accepted and ignored.
        for (key, value) in try document.rootMapping() {
            switch key {
            case "project_name": projectName = try document.string(value, key: key)
            case "company": company = try document.string(value, key: key)
            case "prefix": prefix = try document.string(value, key: key)
            case "xcodeproj_path": xcodeprojPath = try document.string(value, key: key)
            case "project_targets", "project_target": projectTargets = try document.strings(value, key: key)
            case "test_targets", "test_target": testTargets = try document.strings(value, key: key)
            case "project_file_path": projectFilePath = try document.string(value, key: key)
            case "test_file_path": testFilePath = try document.string(value, key: key)
            case "templates":
                for item in value.sequence ?? [] {
                    for (field, name) in try document.mapping(item, context: "an entry of 'templates'") where field == "name" {
                        templates.append(try document.string(name, key: field))
                    }
                }
            default: continue
            }
        }
    }

    /// The folder holding the file.
    var directory: URL { url.deletingLastPathComponent() }
}
