import Foundation

/// One file of a template: its path relative to the template's root (with `/` separators, still
/// unrendered) and its bytes.
public struct TemplateFile: Sendable, Equatable {
    /// The unrendered relative path, e.g. `Interfaces/{{module}}View.swift`.
    public let path: String
    /// The file's bytes.
    public let data: Data
    /// Whether the file is copied as it is: it holds a NUL byte, has a binary extension or is a
    /// binary property list (`bplist…`, which Xcode's `TemplateInfo.plist` may be).
    public let isBinary: Bool
    /// The file's text; `nil` for binary files and for text that is not UTF-8 (which
    /// `TemplateDirectoryReader` refuses).
    public let text: String?

    /// Extensions of files that are never rendered, in lower case.
    static let binaryExtensions: Set<String> = [
        "a", "bmp", "car", "caf", "dylib", "gif", "gz", "heic", "icns", "ico", "jpeg", "jpg", "m4a", "mov",
        "mp3", "mp4", "o", "otf", "pdf", "png", "so", "sqlite", "tif", "tiff", "ttf", "wav", "webp", "woff",
        "woff2", "zip",
    ]

    /// How a binary property list starts.
    static let binaryPropertyListMagic = Array("bplist".utf8)

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
        let fileExtension = path.split(separator: "/").last.flatMap { name in
            name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
        }
        isBinary =
            data.starts(with: Self.binaryPropertyListMagic) || data.withUnsafeBytes { $0.contains(0) }
            || fileExtension.map(Self.binaryExtensions.contains) == true
        text = isBinary ? nil : String(data: data, encoding: .utf8)
    }
}
