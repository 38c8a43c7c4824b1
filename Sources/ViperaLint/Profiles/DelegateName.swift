extension Profile {
    /// Whether `name` names a delegate or module output by the profile's `delegateSuffixes`: it
    /// ends with one (`SettingsModuleOutput`), or with one followed by a protocol decoration of
    /// `knownProtocolSuffixes` (`OrderDetailPresenterOutputProtocol`, a team suffixing every
    /// protocol); a suffix alone (`Delegate`) is no delegate's name.
    public func namesDelegate(_ name: String) -> Bool {
        let stems = [name] + knownProtocolSuffixes.filter { name.hasSuffix($0) && !delegateSuffixes.contains($0) }.map { String(name.dropLast($0.count)) }
        return stems.contains { stem in delegateSuffixes.contains { stem.hasSuffix($0) && stem != $0 } }
    }
}
