/// Breaks the layers: a micro-service that uses another micro-service and the service layer.
final class DiskCache {
    let client = HTTPClient()
    var service: (any CartService)?
}
