/// A layer of an app (UI, Service, Micro-service): which files and modules belong to it and which
/// layers it may use.
///
/// A file belongs to the first layer with a folder glob matching its path; an `import` of one of
/// a layer's modules uses that layer. Each folder a glob matches, and each module, is one unit
/// of the layer: `**/MicroServices/*` makes every folder below `MicroServices` a micro-service.
public struct Layer: Sendable, Hashable {
    /// The name `.vipera.yml` and findings use, e.g. `UI`.
    public let name: String
    /// Globs of the folders whose files are in the layer (relative to the configuration's root).
    public var folders: [String]
    /// Modules whose `import` uses the layer.
    public var modules: [String]
    /// The other layers it may use.
    public let mayUse: [String]
    /// Whether a unit of the layer may use another unit of the same layer.
    public let mayUseItsOwnLayer: Bool

    public init(name: String, folders: [String], modules: [String] = [], mayUse: [String], mayUseItsOwnLayer: Bool) {
        self.name = name
        self.folders = folders
        self.modules = modules
        self.mayUse = mayUse
        self.mayUseItsOwnLayer = mayUseItsOwnLayer
    }

    /// The unit of the layer `path` is in (the shortest folder a glob matches), if it is in the layer.
    func unit(ofPath path: String) -> String? {
        let components = path.split(separator: "/")
        for glob in folders.map(Glob.init) {
            for count in components.indices.map({ $0 + 1 }) {
                let prefix = components.prefix(count).joined(separator: "/")
                if glob.matches(prefix) { return prefix }
            }
        }
        return nil
    }
}
