import ViperaCore

/// How a team names one role of its modules, learned from its code (`vipera init`, or in memory
/// without a `.vipera.yml`): the protocol the role's class conforms to, the class itself, the
/// file the protocol is in and the folder the class is in, each as a pattern after the module
/// name `<M>`, with how many modules follow it.
///
/// A role may have several (a presenter implements `<M>PresenterInterface` and
/// `<M>InteractorOutputInterface`). `lint.naming` holds them; see `NamingConvention.learned`.
public struct RoleNaming: Sendable, Hashable {
    /// The role whose class implements the protocol.
    public let role: Role
    /// The role whose needs the protocol states: the first role the protocol names
    /// (`Presenter` in `<M>PresenterOutputInterface`), else `role`.
    public let declaredBy: Role
    /// What follows the module in the protocol's name: `RouterInterface` for `<M>RouterInterface`.
    public let protocolSuffix: String
    /// How many of the modules learned from declare the protocol; `nil` when written by hand.
    public let protocolEvidence: ModuleCount?
    /// What follows the module in the implementing class's name (`Router`), when most modules
    /// that declare the protocol agree.
    public let implementationSuffix: String?
    /// How many of the modules declaring the protocol name the class so.
    public let implementationEvidence: ModuleCount?
    /// What follows the module in the name of the file declaring the protocol (`Router` for
    /// `<M>Router.swift`), when most modules agree.
    public let fileSuffix: String?
    /// The folder holding the class, `<M>` standing for the module (`Router`, `<M>Module/Router`),
    /// when most modules agree. Recorded for the team, not checked.
    public let folder: String?

    public init(
        role: Role, declaredBy: Role, protocolSuffix: String, protocolEvidence: ModuleCount? = nil, implementationSuffix: String? = nil,
        implementationEvidence: ModuleCount? = nil, fileSuffix: String? = nil, folder: String? = nil
    ) {
        self.role = role
        self.declaredBy = declaredBy
        self.protocolSuffix = protocolSuffix
        self.protocolEvidence = protocolEvidence
        self.implementationSuffix = implementationSuffix
        self.implementationEvidence = implementationEvidence
        self.fileSuffix = fileSuffix
        self.folder = folder
    }

    /// `<M>` and what follows it: `<M>RouterInterface`.
    public static func pattern(_ suffix: String) -> String { modulePlaceholder + suffix }

    /// What stands for the module name in patterns.
    public static let modulePlaceholder = "<M>"

    /// The protocol's pattern, e.g. `<M>RouterInterface`.
    public var protocolPattern: String { Self.pattern(protocolSuffix) }

    /// The implementation's pattern, e.g. `<M>Router`.
    public var implementationPattern: String? { implementationSuffix.map(Self.pattern) }

    /// The file's pattern, e.g. `<M>Router.swift`.
    public var filePattern: String? { fileSuffix.map { Self.pattern($0) + ".swift" } }

    /// What a naming rule adds to a finding about the protocol: `11 of 11 modules declare
    /// <M>RouterInterface`.
    public var protocolMajority: String {
        "\(protocolEvidence.map(\.description) ?? "the team's modules") declare \(protocolPattern)"
    }

    /// What a naming rule adds to a finding about the class: `10 of 11 modules name it
    /// <M>Interactor`; `nil` without an implementation name.
    public var implementationMajority: String? {
        guard let implementationPattern else { return nil }
        return "\(implementationEvidence.map(\.description) ?? "the team's modules") name it \(implementationPattern)"
    }
}

/// `k of n modules`: how many of the modules learned from follow a pattern.
public struct ModuleCount: Sendable, Hashable, CustomStringConvertible {
    /// The modules that follow it.
    public let following: Int
    /// The modules it was counted over.
    public let of: Int

    public init(_ following: Int, of total: Int) {
        self.following = following
        self.of = total
    }

    /// `10 of 11 modules`.
    public var description: String { "\(following) of \(counted(of, "module"))" }

    /// Reads `10 of 11` or `10 of 11 modules`; `nil` unless 0 < following ≤ total.
    public init?(parsing text: String) {
        let words = text.split(separator: " ")
        guard words.count == 3 || (words.count == 4 && ["module", "modules"].contains(words[3])), words[1] == "of",
            let following = Int(words[0]), let total = Int(words[2]), following > 0, following <= total
        else { return nil }
        self.init(following, of: total)
    }
}
