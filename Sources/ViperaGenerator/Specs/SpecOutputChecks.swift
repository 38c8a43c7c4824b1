import ViperaCore
import Yams

/// The outputs of a spec's modules, checked across modules: a module's router is the delegate
/// of every module it routes to, and its presenter hears their outputs beside its own events,
/// so no two of those may share a name.
extension ModuleSpec {
    /// Refuses an output name that two modules a module routes to both declare (at the second
    /// route), or that a module declares and a module it routes to declares too (at the output).
    static func checkOutputNames(
        of modules: [Module], routes: [(from: String, target: String, node: Node)], in document: YAMLDocument
    ) throws(ConfigurationError) {
        let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for module in modules {
            var heard: [String: String] = [:]
            var seenTargets: Set<String> = []
            for route in routes where route.from == module.name && seenTargets.insert(route.target).inserted {
                for output in byName[route.target]?.outputs ?? [] {
                    if let own = module.outputs.first(where: { $0.name == output.name }) {
                        throw ConfigurationError(
                            file: own.location ?? document.file, line: nil,
                            message: "output '\(own.name)' of module '\(module.name)' is also an output of '\(route.target)', "
                                + "which it routes to; its presenter would hear both under one name: rename one"
                        )
                    }
                    if let other = heard[output.name] {
                        throw ConfigurationError(
                            file: document.file, node: route.node,
                            message: "module '\(module.name)' routes to '\(other)' and '\(route.target)', which both declare output "
                                + "'\(output.name)'; its router, the delegate of both, would hear them under one name: rename one"
                        )
                    }
                    heard[output.name] = route.target
                }
            }
        }
    }
}
