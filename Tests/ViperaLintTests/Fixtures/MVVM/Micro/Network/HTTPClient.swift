/// A micro-service that uses nothing else.
final class HTTPClient {
    func send() {}
}
