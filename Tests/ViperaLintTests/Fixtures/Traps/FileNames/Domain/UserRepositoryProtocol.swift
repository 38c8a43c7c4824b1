// The team names each repository's protocol file `<Name>Protocol.swift`.
protocol UserRepository {
    func currentUserName() -> String
}
