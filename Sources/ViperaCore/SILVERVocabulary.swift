/// The vocabulary of SILVER.
extension ProfileName {
    /// SILVER.
    public static let silver = ProfileName(rawValue: "silver")
}
