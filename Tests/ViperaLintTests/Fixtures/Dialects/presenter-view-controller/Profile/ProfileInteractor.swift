final class ProfileInteractor {
    func loadName(_ completion: @escaping (String) -> Void) {
        completion("Ada")
    }
}
