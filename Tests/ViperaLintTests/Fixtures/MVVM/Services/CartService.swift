/// The cart's service contract; the service layer may use micro-services.
protocol CartService {
    func load(using client: HTTPClient)
}
