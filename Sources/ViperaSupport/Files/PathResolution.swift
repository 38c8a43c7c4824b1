import Foundation

extension URL {
    /// `path` resolved against this folder (absolute paths stay as they are), standardized:
    /// how every path written in a configuration file or spec is read.
    public func resolving(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : appendingPathComponent(path)
        return url.standardizedFileURL
    }
}
