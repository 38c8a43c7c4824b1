/// What Xcode makes of a file by its extension: its `lastKnownFileType` and the build phase it
/// belongs to.
struct FileKind {
    /// The build phases a file can join.
    enum Phase: String {
        case sources = "PBXSourcesBuildPhase"
        case resources = "PBXResourcesBuildPhase"

        /// How Xcode names the phase in comments (`A.swift in Sources`).
        var title: String { self == .sources ? "Sources" : "Resources" }
    }

    let fileType: String
    /// `nil` for files only referenced (headers, documents, Info.plist).
    let phase: Phase?

    /// The kind of a file named `name`.
    init(fileName name: String) {
        let suffix = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!).lowercased() : ""
        switch suffix {
        case "swift": (fileType, phase) = ("sourcecode.swift", .sources)
        case "m": (fileType, phase) = ("sourcecode.c.objc", .sources)
        case "mm": (fileType, phase) = ("sourcecode.cpp.objcpp", .sources)
        case "c": (fileType, phase) = ("sourcecode.c.c", .sources)
        case "h": (fileType, phase) = ("sourcecode.c.h", nil)
        case "storyboard": (fileType, phase) = ("file.storyboard", .resources)
        case "xib": (fileType, phase) = ("file.xib", .resources)
        case "xcassets": (fileType, phase) = ("folder.assetcatalog", .resources)
        case "strings": (fileType, phase) = ("text.plist.strings", .resources)
        case "xcstrings": (fileType, phase) = ("text.json.xcstrings", .resources)
        case "json": (fileType, phase) = ("text.json", .resources)
        case "png": (fileType, phase) = ("image.png", .resources)
        case "jpg", "jpeg": (fileType, phase) = ("image.jpeg", .resources)
        case "plist": (fileType, phase) = ("text.plist.xml", nil)
        case "md": (fileType, phase) = ("net.daringfireball.markdown", nil)
        default: (fileType, phase) = ("text", nil)
        }
    }
}
