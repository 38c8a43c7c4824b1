import Foundation

extension URL {
    /// `path` resolved against this folder (absolute paths stay as they are), standardized.
    func resolving(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : appendingPathComponent(path)
        return url.standardizedFileURL
    }
}
