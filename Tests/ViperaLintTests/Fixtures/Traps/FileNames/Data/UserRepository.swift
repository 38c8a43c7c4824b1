// The team names each implementation `<Name>Impl` in a file named after the concept.
final class UserRepositoryImpl: UserRepository {
    func currentUserName() -> String { "" }
}
