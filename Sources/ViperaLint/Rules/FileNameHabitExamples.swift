import ViperaCore

/// The examples of `file-name` for files named for part of their one type, or for it and a word
/// more, which are slips only where the team names its files exactly (see `ExactFileNames`), and
/// for files named for a group, slips only where the team keeps few such files (see
/// `GroupFileNames`): its documentation and tests (see `RuleExample`).
extension FileNameRule {
    /// Files the rule reports in a team naming its files exactly, and the traps of a team that
    /// does not.
    static let habitTriggeringExamples: [RuleExample] = [
        // 9 of 10 files named exactly for their one type: the one that is not is a slip, told
        // the habit it breaks.
        RuleExample(
            files: exactlyNamedFiles(9) + [("Wallet/Session.swift", "final class ↓WalletSession {}")],
            messages: [
                "Session.swift declares WalletSession; 9 of 10 files declaring one type are named exactly for it: name the file WalletSession.swift"
            ]),
        // A team naming a file in five otherwise still has its misspelt files and a number
        // added to a name reported: no words dropped or added.
        RuleExample(
            files: exactlyNamedFiles(6) + [
                ("Network/Reachability.swift", "final class ReachabilityManager {}"),
                ("Location/LocationService.swift", "final class ↓LocationService3 {}"),
                ("Shop/Recipt.swift", "struct ↓Receipt {}"),
            ],
            messages: [
                "LocationService.swift declares LocationService3; name the file LocationService3.swift",
                "Recipt.swift declares Receipt; name the file Receipt.swift",
            ]),
        // A file named for a group in an app that keeps no other: told how few there are.
        RuleExample(
            files: exactlyNamedFiles(3) + [("App/Constants.swift", "struct ↓AnimationDuration { static let fast = 0.2 }\nlet syncInterval = 60.0")],
            messages: [
                "Constants.swift declares AnimationDuration; no other files of the app are named for a group: name the file AnimationDuration.swift"
            ]),
        // A team keeping group files still has a renamed or misspelt type reported where the
        // file's name shares a word with it, or ends otherwise than in the plural: no group's
        // name; and a class, a component of its own, among a group file's functions.
        RuleExample(
            files: groupFiles + [
                ("App/GlobalFunctions.swift", "func delay() {}\nfinal class ↓ReachabilityManager {}"),
                ("Logic/LocalizableStringBussinesLogic.swift", "final class ↓Localizer {}"),
                ("Network/ArticleEndPoints.swift", "enum ↓ArticleEndpoint { case top }"),
            ],
            messages: [
                "GlobalFunctions.swift declares ReachabilityManager; name the file ReachabilityManager.swift",
                "LocalizableStringBussinesLogic.swift declares Localizer; name the file Localizer.swift",
                "ArticleEndPoints.swift declares ArticleEndpoint; name the file ArticleEndpoint.swift",
            ]),
    ]

    /// Files well named for a team that does not name its files exactly.
    static let habitNonTriggeringExamples: [RuleExample] = [
        // 8 of 10 files named exactly for their one type: a file named for the gist of its type
        // is the team's way, whichever words it drops.
        RuleExample(
            files: exactlyNamedFiles(8) + [
                ("Network/Reachability.swift", "final class ReachabilityManager {}"),
                ("Theme/CornerRadius.swift", "struct AdaptiveCornerRadius {}"),
            ]),
        // A group's name before a last `All`, its types a contract's protocol and the class
        // assembling the module.
        RuleExample("protocol LoginViewInput: AnyObject {}\nfinal class LoginAssembly {}", file: "Login/ContractsAll.swift"),
        // Three files, one named for part of its type: too few to show a habit it breaks.
        RuleExample(files: exactlyNamedFiles(2) + [("Wallet/Session.swift", "final class WalletSession {}")]),
        // A team keeping its code in group files (functions, extensions, a scene's models):
        // a group file holding one type so far is the team's way.
        RuleExample(
            files: groupFiles + [
                ("Base/BaseModels.swift", "protocol Modelizer {}"),
                ("App/Constants.swift", "struct AnimationDuration { static let fast = 0.2 }\nlet syncInterval = 60.0"),
            ]),
    ]

    /// Three files named for the group of code they hold: a team's habit.
    static let groupFiles: [(name: String, source: String)] = [
        ("Support/HelperFunctions.swift", "func isEmail(_ text: String) -> Bool { text.contains(\"@\") }"),
        ("Support/StringExtensions.swift", "extension String { var trimmed: String { self } }"),
        ("Login/LoginSceneModels.swift", "enum LoginScene { struct Request {} }"),
    ]

    /// `count` files, each declaring one type and named exactly for it.
    static func exactlyNamedFiles(_ count: Int) -> [(name: String, source: String)] {
        let words = ["Price", "Date", "Address", "Token", "Balance", "Order", "Coupon", "Invoice", "Ledger", "Payment"]
        return (0..<count).map { index in
            let name = words[index % words.count] + (index < words.count ? "Record" : "Summary")
            return ("Models/\(name).swift", "struct \(name) {}")
        }
    }
}
