import Crypto
import Foundation

/// A SHA-256 digest (swift-crypto): of a file's content, of a value's binary encoding, of a
/// configuration. The same on every machine and in every run, unlike `Hasher`.
struct ContentHash: Hashable, Sendable, Codable {
    let bytes: [UInt8]

    /// The digest of `data`.
    init(of data: some DataProtocol) {
        bytes = Array(SHA256.hash(data: data))
    }

    /// The digest of a string's UTF-8 bytes.
    init(of text: String) {
        var text = text
        bytes = text.withUTF8 { Array(SHA256.hash(data: UnsafeRawBufferPointer($0))) }
    }

    /// The digest of `value`'s binary encoding (`BinaryEncoder`): equal values, equal digests.
    init(encoding value: some Encodable) throws {
        self.init(of: try BinaryEncoder.encode(value))
    }

    /// The digest's first `count` bytes in lowercase hexadecimal.
    func hex(prefix count: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.prefix(count).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xf)]] })
    }
}
