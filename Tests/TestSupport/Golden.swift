import Foundation

/// The generator's golden files, `Tests/ViperaGeneratorTests/Golden`, each content stored once:
/// a file identical to another golden file is a link file instead, `<name>.same-as`, holding
/// the other file's path below the golden folder (`moa/customModal/Payments/PaymentsView.swift`).
///
/// Tests read the golden files through `folder(_:)`, a copy made once per test process with
/// every link replaced by the file it names, so compiling, linting and comparing see plain
/// folders; `GoldenDirectory` rewrites the committed files.
public enum Golden {
    /// The committed golden folder.
    public static let committedRoot = Locations.tests("ViperaGeneratorTests/Golden")
    /// What a link file's name ends with.
    public static let linkSuffix = ".same-as"

    /// The golden folder `relativePath` (e.g. `viper/Login`), links resolved.
    public static func folder(_ relativePath: String) -> URL {
        resolvedRoot.appendingPathComponent(relativePath)
    }

    /// The committed folder that `folder` (made by `folder(_:)`) is a copy of.
    static func committed(_ folder: URL) -> URL {
        let resolved = resolvedRoot.standardizedFileURL.path
        let path = folder.standardizedFileURL.path
        guard path.hasPrefix(resolved) else { return folder }
        return committedRoot.appendingPathComponent(String(path.dropFirst(resolved.count)))
    }

    /// The real file a committed golden file stands for: itself, or what its link names (links
    /// may name links); `nil` for a link that names nothing, or a loop.
    public static func target(of file: URL) -> URL? {
        var current = file
        for _ in 0..<16 {
            guard current.lastPathComponent.hasSuffix(linkSuffix) else {
                return FileManager.default.fileExists(atPath: current.path) ? current : nil
            }
            guard let named = try? String(contentsOf: current, encoding: .utf8) else { return nil }
            current = committedRoot.appendingPathComponent(named.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return nil
    }

    /// The copy of the committed folder with links resolved, made on first use and removed
    /// when the process ends. A link that names nothing leaves its file out
    /// (`GoldenStoreTests` names it).
    private static let resolvedRoot: URL = {
        let fallback = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vipera-golden-unavailable")
        guard let root = try? TemporaryDirectory.forTheProcess(prefix: "vipera-golden").url else { return fallback }
        for relativePath in TemporaryDirectory.files(in: committedRoot) {
            guard let source = target(of: committedRoot.appendingPathComponent(relativePath)) else { continue }
            let name = relativePath.hasSuffix(linkSuffix) ? String(relativePath.dropLast(linkSuffix.count)) : relativePath
            let destination = root.appendingPathComponent(name)
            try? FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.copyItem(at: source, to: destination)
        }
        return root
    }()
}
