import Foundation
import ViperaSupport

/// The Swift files of the project folders one run reads, each folder searched once
/// (`SwiftFileSearch`) however many readers ask: the house style's sample and the pre-flight
/// read the same listing.
final class ProjectSwiftFiles {
    /// What a search below one folder found.
    private enum Listing {
        /// Every Swift file.
        case files([String])
        /// The search stopped after visiting this many entries.
        case moreThan(Int)
    }

    /// By the folder's resolved path.
    private var listings: [String: Listing] = [:]

    /// The Swift files below `folder` (resolved, so the paths have no symbolic link on the way),
    /// in no particular order; `nil` when the folder holds more than `entryLimit` entries.
    func files(below folder: URL, entryLimit: Int) -> [String]? {
        let root = (try? FolderListing.realPath(folder.path)) ?? folder.standardizedFileURL.path
        switch listings[root] {
        case .files(let files): return files
        case .moreThan(let visited) where visited >= entryLimit: return nil
        case .moreThan, nil:
            let files = SwiftFileSearch.files(below: root, entryLimit: entryLimit)
            listings[root] = files.map(Listing.files) ?? .moreThan(entryLimit)
            return files
        }
    }
}
