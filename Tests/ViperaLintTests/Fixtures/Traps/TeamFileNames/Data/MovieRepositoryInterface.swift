// The team keeps each protocol in `<its implementation>Interface.swift`.
protocol MovieRepositoryProtocol {
    func movies() -> [String]
}
