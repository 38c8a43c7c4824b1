import ViperaSupport

/// An app's own folder, which may carry its only module's name (`Live News` for the app whose
/// module is `LiveNews`): the folder holding the app's entry point (`AppDelegate.swift`,
/// `SceneDelegate.swift`, or an `…App.swift` declaring `@main`). Such a folder is not the
/// module's: the module's is the folder below it holding the module's files.
enum AppFolder {
    /// Names of files only an app's entry point has.
    private static let entryNames: Set<String> = ["AppDelegate.swift", "SceneDelegate.swift"]

    /// Whether `folder` (relative to `root`) holds an app's entry point.
    static func isApp(_ folder: String, in project: ProjectFolders, root: String) -> Bool {
        project.swiftFiles.contains { file in
            guard file.hasPrefix(folder + "/") else { return false }
            let name = ProjectFolders.lastComponent(file)
            if entryNames.contains(name) { return true }
            guard name.hasSuffix("App.swift"), let text = try? FileReading.text(atPath: root + "/" + file) else { return false }
            return text.contains("@main") || text.contains("@UIApplicationMain")
        }
    }

    /// The folder of `module` inside the app's `folder`: the one holding every Swift file named for
    /// the module (`ModuleFiles`); `nil` when that is not below `folder`.
    static func moduleFolder(of module: String, inApp folder: String, in project: ProjectFolders) -> String? {
        ModuleFiles.folder(of: module, among: [module], in: project).flatMap { $0.hasPrefix(folder + "/") ? $0 : nil }
    }
}
