import Foundation

enum StoreModel {}

extension JSONDecoder {
    static let store = JSONDecoder()
}
