extension RuleExample {
    /// The convention name under which an example's naming is learned from its own modules, as
    /// `vipera lint` without a `.vipera.yml` does (`NamingLearner`), rather than taken from a preset.
    public static let learnedConventions = [NamingConvention.learnedName]

    /// A team's own dialect no preset has, in four modules (the fewest learned from): the view
    /// `<M>Controller` conforms to `<M>PresenterOutputInterface`, the router to
    /// `<M>RouterInterface`. Learned from the modules, it is right; `extraFiles` (a module off
    /// the majority) are what deviates, with `messages`.
    static func learnedDialect(
        adding extraFiles: [(name: String, source: String)] = [], messages: [String] = [], fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> RuleExample {
        let files: [(name: String, source: String)] = ["Cart", "Home", "Login", "Search"].map { module in
            (
                "\(module)/\(module)Controller.swift",
                """
                protocol \(module)PresenterOutputInterface: AnyObject {}
                final class \(module)Controller: UIViewController, \(module)PresenterOutputInterface {}
                protocol \(module)RouterInterface: AnyObject {}
                final class \(module)Router: \(module)RouterInterface {}
                """
            )
        }
        return RuleExample(
            files: files + extraFiles, conventions: learnedConventions, messages: messages, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
