import Foundation
import ViperaGenerator

extension GenerationPlan {
    /// The text of every entry whose display path starts with `prefix`, by the rest of its path:
    /// what a golden folder for that prefix must hold.
    func texts(below prefix: String) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: entries.filter { $0.displayPath.hasPrefix(prefix) }.map {
                (String($0.displayPath.dropFirst(prefix.count)), String(decoding: $0.data, as: UTF8.self))
            })
    }
}
