import Foundation
import ViperaSupport
import Yams

/// The project's `.vipera.yml`: generator defaults at the top level, the validator's settings
/// under `lint:`.
///
/// ```yaml
/// template: viper
/// output: Sources/Modules
/// tests_path: Tests
/// author: Jane Doe
/// project: Shop
/// company: Shop Ltd        # developer.company in Generamba templates
/// prefix: SH               # prefix in Generamba templates
/// parameters:
///   someParameter: value
/// lint:
///   profile: viper
/// ```
public struct ProjectFile {
    /// The file name vipera looks for.
    public static let fileName = ".vipera.yml"
    /// The top-level keys the file may contain.
    public enum Key: String, CaseIterable, Sendable {
        case template, output
        case testsPath = "tests_path"
        case author, project, company, prefix, parameters, lint, modules
        case xcodeproj, target
        case testTarget = "test_target"
        case dateFormat = "date_format"
    }

    /// Where the file is.
    public let url: URL
    /// The parsed document, for sections other libraries decode (`lint`).
    public let document: YAMLDocument
    /// The default template name.
    public private(set) var template: String?
    /// Where modules go by default, relative to the file's folder.
    public private(set) var output: String?
    /// Where modules' test folders go by default (each module's in `<Module>Tests` below it),
    /// relative to the file's folder.
    public private(set) var testsPath: String?
    /// The default author.
    public private(set) var author: String?
    /// The project name used in file headers.
    public private(set) var project: String?
    /// The company Generamba templates name as `developer.company`.
    public private(set) var company: String?
    /// The class prefix Generamba templates name as `prefix`.
    public private(set) var prefix: String?
    /// Default template parameter values.
    public private(set) var parameters: [String: String] = [:]
    /// How file headers write the date (a Unicode date pattern such as `dd/MM/yyyy`); `nil` for
    /// ISO 8601 (`yyyy-MM-dd`).
    public private(set) var dateFormat: String?
    /// The Xcode project generated files are added to, relative to the file's folder.
    public private(set) var xcodeproj: String?
    /// The target module files join in that project.
    public private(set) var target: String?
    /// The target test files join in that project.
    public private(set) var testTarget: String?
    /// The `lint:` section, decoded by the validator.
    public private(set) var lint: Node?
    /// The `modules:` list, a module spec decoded by the generator.
    public private(set) var modules: Node?

    /// The folder holding the file; relative paths in it are relative to this folder.
    public var directory: URL { url.deletingLastPathComponent() }

    /// Reads and checks the file at `url`.
    public init(url: URL) throws(ConfigurationError) {
        let text: String
        do { text = try FileReading.text(atPath: url.path) } catch { throw ConfigurationError(file: url.path, failure: error) }
        try self.init(url: url, text: text)
    }

    /// Checks `text` as the file at `url` would hold it (`vipera init` checks what it is about to write).
    public init(url: URL, text: String) throws(ConfigurationError) {
        self.url = url
        document = try YAMLDocument(file: url.path, text: text)
        for (key, value) in try document.rootMapping(keys: Key.self) {
            switch key {
            case .template: template = try document.string(value, key: key.rawValue)
            case .output: output = try document.string(value, key: key.rawValue)
            case .testsPath: testsPath = try document.string(value, key: key.rawValue)
            case .author: author = try document.string(value, key: key.rawValue)
            case .project: project = try document.string(value, key: key.rawValue)
            case .company: company = try document.string(value, key: key.rawValue)
            case .prefix: prefix = try document.string(value, key: key.rawValue)
            case .parameters: parameters = try document.parameters(value)
            case .lint: lint = value
            case .modules: modules = value
            case .xcodeproj: xcodeproj = try document.string(value, key: key.rawValue)
            case .target: target = try document.string(value, key: key.rawValue)
            case .testTarget: testTarget = try document.string(value, key: key.rawValue)
            case .dateFormat: dateFormat = try document.string(value, key: key.rawValue)
            }
        }
    }

    /// The nearest `.vipera.yml` from `directory` upwards, stopping at the repository root (the
    /// first folder holding `.git`) or the file system root. Anything by that name counts, even
    /// a dangling symbolic link or a folder, so reading it reports the problem rather than
    /// silently using a file further up.
    public static func find(from directory: URL) -> URL? {
        let fileManager = FileManager.default
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName)
            if FileReading.entryExists(atPath: candidate.path) { return candidate }
            let isRepositoryRoot = fileManager.fileExists(atPath: current.appendingPathComponent(".git").path)
            let parent = current.deletingLastPathComponent()
            if isRepositoryRoot || parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Loads the nearest project file from `directory`, or `nil` when there is none.
    public static func load(from directory: URL) throws(ConfigurationError) -> ProjectFile? {
        guard let url = find(from: directory) else { return nil }
        return try ProjectFile(url: url)
    }
}
