import Foundation
import ViperaCore

/// A team's own text macros for Xcode templates, from the `IDETemplateMacros.plist` files Xcode
/// reads: `FILEHEADER` (the text `//___FILEHEADER___` expands to) and any other key, which
/// becomes a macro of that name or replaces a built-in one (`ORGANIZATIONNAME`). A value may use
/// macros itself; they are expanded where the value is used, for the file being written.
///
/// Xcode looks for each macro in these files in turn and uses the first that defines it
/// (`searchOrder`, the one place that order is defined):
/// 1. `<Project>.xcodeproj/xcuserdata/<user>.xcuserdatad/IDETemplateMacros.plist`
/// 2. `<Project>.xcodeproj/xcshareddata/IDETemplateMacros.plist`
/// 3. `<Workspace>.xcworkspace/xcuserdata/<user>.xcuserdatad/IDETemplateMacros.plist`
/// 4. `<Workspace>.xcworkspace/xcshareddata/IDETemplateMacros.plist`
/// 5. `~/Library/Developer/Xcode/UserData/IDETemplateMacros.plist`
struct IDETemplateMacros: Equatable {
    /// A macro's value as a plist writes it, macros and all.
    struct Definition: Equatable {
        /// The value, its macros not yet expanded.
        let value: String
        /// The plist it comes from; `nil` for Xcode's default `FILEHEADER`.
        let file: String?
    }

    /// The name of the files.
    static let fileName = "IDETemplateMacros.plist"

    /// The header Xcode 13 and later writes when no plist defines `FILEHEADER`: after the
    /// template's own `//`, a line break, then the file name, the package (the project), the
    /// author and the date, each on a comment line, and a closing `//` (no copyright line; Xcode
    /// 9 to 12 wrote `//  ___COPYRIGHT___` before the closing `//`).
    static let defaultFileHeader = "\n//  ___FILENAME___\n//  ___PACKAGENAME___\n//\n//  Created by ___FULLUSERNAME___ on ___DATE___.\n//"

    /// The macros by name, each from the first file defining it, and `FILEHEADER`.
    var definitions: [String: Definition] = ["FILEHEADER": Definition(value: defaultFileHeader, file: nil)]

    /// Where Xcode looks, in order, for a run whose project is `project` (a `.xcodeproj`), whose
    /// workspace is `workspace` (a `.xcworkspace`), for `user` (the short user name; the
    /// per-user files are skipped without one) whose home is `home`.
    static func searchOrder(project: URL?, workspace: URL?, user: String?, home: URL) -> [URL] {
        var containers: [URL] = []
        for bundle in [project, workspace].compactMap(\.self) {
            if let user, !user.isEmpty {
                containers.append(bundle.appendingPathComponent("xcuserdata/\(user).xcuserdatad"))
            }
            containers.append(bundle.appendingPathComponent("xcshareddata"))
        }
        containers.append(home.appendingPathComponent("Library/Developer/Xcode/UserData"))
        return containers.map { $0.appendingPathComponent(fileName) }
    }

    /// The project and workspace Xcode has open for a run in `folder`, whose names are
    /// `entries`: the `.xcodeproj` named after `projectName`, else the only one; the only
    /// `.xcworkspace`, else the project's own (`<Project>.xcodeproj/project.xcworkspace`, the one
    /// Xcode opens with the project alone).
    static func bundles(in folder: URL, entries: [String], projectName: String) -> (project: URL?, workspace: URL?) {
        let projects = entries.filter { $0.hasSuffix(".xcodeproj") }
        let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }
        let projectEntry = projects.first { $0 == projectName + ".xcodeproj" } ?? (projects.count == 1 ? projects[0] : nil)
        let project = projectEntry.map { folder.appendingPathComponent($0) }
        let workspace =
            workspaces.count == 1
            ? folder.appendingPathComponent(workspaces[0]) : project?.appendingPathComponent("project.xcworkspace")
        return (project, workspace)
    }

    /// The macros of the files of `searchOrder` that exist, over Xcode's default `FILEHEADER`.
    /// - Throws: for a file that is not a property list holding a dictionary of texts.
    static func load(from files: [URL]) throws(ConfigurationError) -> IDETemplateMacros {
        var result = IDETemplateMacros()
        var defined: Set<String> = []
        for file in files where FileManager.default.fileExists(atPath: file.path) {
            let data: Data
            do { data = try Data(contentsOf: file) } catch {
                throw ConfigurationError(file: file.path, line: nil, message: "cannot be read")
            }
            let dictionary = try PropertyListFile.dictionary(file: file.path, data: data)
            for (name, value) in dictionary.sorted(by: { $0.key < $1.key }) where !defined.contains(name) {
                guard let text = PropertyListFile.text(value) else {
                    throw ConfigurationError(
                        file: file.path, line: nil,
                        message: "macro '\(name)' must be a string, not \(PropertyListFile.kind(of: value))"
                    )
                }
                result.definitions[name] = Definition(value: text, file: file.path)
                defined.insert(name)
            }
        }
        return result
    }
}
