import ArgumentParser
import ViperaCore
import ViperaLint

/// `--profile`'s value: the name of a built-in architecture profile (`Profile.builtIn`), which
/// also gives the values `--help` and the completion scripts list.
struct ProfileChoice: RawRepresentable, CaseIterable, ExpressibleByArgument {
    let rawValue: String

    init?(rawValue: String) {
        guard Profile.builtIn[ProfileName(rawValue: rawValue)] != nil else { return nil }
        self.rawValue = rawValue
    }

    static var allCases: [ProfileChoice] {
        Profile.builtIn.keys.map(\.rawValue).sorted().compactMap(ProfileChoice.init(rawValue:))
    }

    /// The profile's summary, shown beside its name in `--help`.
    var defaultValueDescription: String {
        Profile.builtIn[ProfileName(rawValue: rawValue)]?.summary ?? rawValue
    }
}
