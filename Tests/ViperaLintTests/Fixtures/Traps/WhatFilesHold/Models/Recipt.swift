import Foundation

struct Receipt {
    struct Line {}
}

extension Receipt: Codable {}
extension Receipt.Line: Codable {}
extension Receipt.Line: Equatable {}
