/// The vocabulary of SILVER (ARCHITECTURES.md §4).
extension ProfileName {
    /// SILVER (ARCHITECTURES.md §4).
    public static let silver = ProfileName(rawValue: "silver")
}
