struct OrderListProviderAction {}

protocol OrderListProviding {
    typealias Action = OrderListProviderAction
}

extension Orders {
    typealias SectionsProviderProtocol = OrderListProviding
}
