/// Images by address.
final class ImageCache {
    var images: [String: [UInt8]] = [:]
}
