import Foundation
import ViperaSupport

extension PBXProject {
    /// Which targets compile each Swift file: the files of every target's sources phase, and the
    /// Swift files below the synchronized folders it builds (Xcode 16; hidden folders left out), each file by its full,
    /// standardized path. Membership exceptions of synchronized folders are not read.
    public func compiledFiles() -> [String: [Target]] {
        let layout = layout()
        var result: [String: [Target]] = [:]
        for target in targets {
            let phase = phase("PBXSourcesBuildPhase", of: target)
            let buildFiles = phase.flatMap { objects[$0]?["files"]?.strings } ?? []
            for buildFile in buildFiles {
                guard let reference = objects[buildFile]?["fileRef"]?.string, let location = layout.items[reference]?.location else { continue }
                result[location.standardizedFileURL.path, default: []].append(target)
            }
            for group in target.synchronizedGroups {
                guard let folder = layout.items[group]?.location else { continue }
                for file in SwiftFileSearch.files(below: folder.standardizedFileURL.path) ?? [] { result[file, default: []].append(target) }
            }
        }
        return result
    }
}
