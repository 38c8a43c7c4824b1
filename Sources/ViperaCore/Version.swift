/// vipera's version, printed by `vipera --version` and keyed into caches.
public enum ViperaVersion {
    public static let current = "0.1.0"
}
