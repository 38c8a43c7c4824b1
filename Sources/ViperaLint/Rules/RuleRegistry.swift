import ViperaCore

/// Every rule vipera knows, by id.
public enum RuleRegistry {
    /// The rules that check the facts, before suppression comments apply.
    public static let checks: [any Rule.Type] = [
        ClosureCaptureCycleRule.self,
        ConformanceNameRule.self,
        DefaultImplementationNameRule.self,
        FileNameRule.self,
        ForbiddenDependencyRule.self,
        ForbiddenImportRule.self,
        ForbiddenStoredReferenceRule.self,
        InvalidFileRule.self,
        LayerDependencyRule.self,
        MissingRoleProtocolRule.self,
        PeerReferenceRule.self,
        ProtocolSuffixRule.self,
        ReferenceCycleRule.self,
        StrongDelegateRule.self,
        StrongReferenceRequiredRule.self,
        ValueTypeRequiredRule.self,
        WeakReferenceRequiredRule.self,
    ]

    /// The rules that check what the suppression comments did, after they apply.
    static let afterSuppression: [any SuppressionOutcomeRule.Type] = [UnusedSuppressionRule.self]

    /// Every rule (`RegistryTests` checks that none is missing).
    public static let all: [any DescribedRule.Type] = checks.map { $0 } + afterSuppression.map { $0 }

    /// Every rule's description, in id order.
    public static let descriptions: [RuleDescription] = all.map { $0.description }.sorted { $0.id < $1.id }

    /// The descriptions of the rules that check something in `profile` (those whose data the
    /// profile holds), in id order.
    public static func descriptions(for profile: Profile) -> [RuleDescription] {
        let applying = Set(all.filter { $0.applies(to: profile) }.map { $0.description.id })
        return descriptions.filter { applying.contains($0.id) }
    }

    /// The description of the rule with `id`, if there is one.
    public static func description(of id: RuleID) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
