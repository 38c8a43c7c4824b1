import Foundation

struct Receipt {}

extension Receipt: Codable {}
extension Receipt: Equatable {}
