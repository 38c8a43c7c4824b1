import Foundation
import ViperaCore
import ViperaSupport

/// `--with-templates`: copies of the built-in templates in the user's `templates/` folder, to
/// edit. Beside them, `templates/.installed/<name>` keeps each copy as it was installed, so a
/// later install replaces a copy only while it is unchanged, and `diff -r` shows what was edited.
struct TemplateCopies {
    /// The vipera binary whose built-in templates are copied.
    let vipera: URL
    /// `$VIPERA_HOME` or `~/.vipera`.
    let userDirectory: URL

    /// Installs or updates each built-in template's copy; returns a line for each.
    func install() throws(InstallError) -> [String] {
        let templates = userDirectory.appendingPathComponent("templates")
        let staging = templates.appendingPathComponent(".vipera-install-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: staging) }
        let names = try builtInNames(staging: staging)
        var report: [String] = []
        for name in names {
            let fresh = try copyOfBuiltIn(name, staging: staging)
            let copy = templates.appendingPathComponent(name)
            let installed = templates.appendingPathComponent(".installed").appendingPathComponent(name)
            let current = FolderSnapshot(copy)
            if current == nil || current == FolderSnapshot(installed) || current == FolderSnapshot(fresh) {
                let verb = current == nil ? "Installed" : current == FolderSnapshot(fresh) ? "Unchanged" : "Updated"
                try replace(copy, with: fresh, keepingPristineIn: installed)
                report.append("\(verb) template '\(name)' in \(copy.path)")
            } else {
                let why = FolderSnapshot(installed) == nil ? "it was not installed by vipera" : "you changed it (compare with \(installed.path))"
                report.append("Kept template '\(name)' in \(copy.path): \(why)")
            }
        }
        return report
    }

    /// The names of the binary's built-in templates, asked in an empty home.
    private func builtInNames(staging: URL) throws(InstallError) -> [String] {
        struct Summary: Decodable {
            let name: String
            let source: String
        }
        try createFolder(staging)
        guard let output = runVipera(["templates", "list", "--json"], staging: staging),
            let summaries = try? JSONDecoder().decode([Summary].self, from: output)
        else { throw .toolFailed("\(vipera.path) templates list --json failed; no template was copied") }
        return summaries.filter { $0.source == "built-in" }.map(\.name)
    }

    /// A fresh copy of built-in template `name`, written by the binary below `staging`.
    private func copyOfBuiltIn(_ name: String, staging: URL) throws(InstallError) -> URL {
        guard runVipera(["templates", "init", name, "--from", name, "--global"], staging: staging) != nil else {
            throw .toolFailed("\(vipera.path) templates init \(name) failed; no template was copied")
        }
        return staging.appendingPathComponent("templates").appendingPathComponent(name)
    }

    /// Runs the binary with `staging` as its home, so no template of the user's hides a built-in one.
    private func runVipera(_ arguments: [String], staging: URL) -> Data? {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = staging.path
        environment["VIPERA_HOME"] = staging.path
        return ToolRunner.output(of: [vipera.path] + arguments, in: staging, environment: environment)
    }

    /// Puts `fresh` at `copy` and a pristine duplicate at `installed`, replacing what was there.
    private func replace(_ copy: URL, with fresh: URL, keepingPristineIn installed: URL) throws(InstallError) {
        let manager = FileManager.default
        do {
            try createFolder(installed.deletingLastPathComponent())
            let pristine = fresh.deletingLastPathComponent().appendingPathComponent(".pristine-" + fresh.lastPathComponent)
            try manager.copyItem(at: fresh, to: pristine)
            if manager.fileExists(atPath: copy.path) { try manager.removeItem(at: copy) }
            try manager.moveItem(at: fresh, to: copy)
            if manager.fileExists(atPath: installed.path) { try manager.removeItem(at: installed) }
            try manager.moveItem(at: pristine, to: installed)
        } catch {
            throw .cannotCopyTemplate(copy.path, Self.reason(error))
        }
    }

    /// Why a file call failed, in plain words.
    private static func reason(_ error: any Error) -> String { FileSystemError(error)?.reason ?? "cannot be written" }

    private func createFolder(_ folder: URL) throws(InstallError) {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw .cannotCopyTemplate(folder.path, Self.reason(error))
        }
    }
}

/// Every file below a folder with its contents, to tell whether two folders hold the same files.
struct FolderSnapshot: Equatable {
    private let files: [String: Data]

    /// `nil` when there is no folder at `folder`.
    init?(_ folder: URL) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
        else { return nil }
        var files: [String: Data] = [:]
        while let path = enumerator.nextObject() as? String {
            files[path] = try? FileReading.data(atPath: folder.appendingPathComponent(path).path)
        }
        self.files = files
    }
}
