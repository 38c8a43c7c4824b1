/// The names of the modules one run generates, asked whether a type name holds any of them (as
/// `LoginDefaultPresenter` holds `Login`; silver's shared `Module` holds none).
///
/// A name holds a module's name when one of its runs of bytes, as long as some module's name, is
/// a module's name: one set lookup per position and distinct length, so a 500-module spec does not
/// compare each of its names with all 500 modules.
struct RunModules {
    /// The module names.
    let names: Set<String>
    /// Their distinct lengths in UTF-8 bytes, shortest first.
    private let lengths: [Int]

    init(_ names: Set<String>) {
        self.names = names
        lengths = Set(names.map(\.utf8.count)).sorted()
    }

    /// Whether `name` holds no module's name: a file of the project must then be searched for
    /// `name` itself, not for a module's name.
    func areAbsent(from name: String) -> Bool {
        let bytes = Array(name.utf8)
        for length in lengths where length <= bytes.count {
            for start in 0...(bytes.count - length)
            where names.contains(String(decoding: bytes[start..<(start + length)], as: UTF8.self)) {
                return false
            }
        }
        return true
    }
}
