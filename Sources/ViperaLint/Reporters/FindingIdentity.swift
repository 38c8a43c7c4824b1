/// What identifies a finding from one run to the next, for the formats that track findings over
/// time (SARIF's `partialFingerprints`, Code Climate's `fingerprint`): its rule, file and symbol,
/// never its line, so editing code above a finding keeps its identity. Findings sharing all three
/// (a module missing several role protocols) are told apart by their messages, and identical ones
/// by their order in the report (`#2`, `#3`…).
enum FindingIdentity {
    /// The identity of each of `findings` (in report order), e.g.
    /// `weak-reference-required:Login/LoginDefaultPresenter.swift:Login/LoginDefaultPresenter/view`.
    static func keys(of findings: [Finding]) -> [String] {
        let keys = findings.map { "\($0.ruleID):\($0.file):\($0.symbol)" }
        var sharing: [String: Int] = [:]
        for key in keys { sharing[key, default: 0] += 1 }
        var occurrences: [String: Int] = [:]
        return zip(findings, keys).map { finding, key in
            let told = sharing[key, default: 0] > 1 ? "\(key):\(finding.message)" : key
            let occurrence = occurrences[told, default: 0] + 1
            occurrences[told] = occurrence
            return occurrence == 1 ? told : "\(told)#\(occurrence)"
        }
    }

    /// A short digest of `key`: the 16 hex digits of its 64-bit FNV-1a hash.
    static func digest(_ key: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
