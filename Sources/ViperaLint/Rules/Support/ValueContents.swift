/// The references a value type's instance holds as part of its value: the stored properties of
/// a struct that keep their object alive, and those of the structs it holds in turn. A class that
/// stores such a value holds what the value holds (a router keeping a SwiftUI view that keeps its
/// presenter holds the presenter); the struct itself is no class of the reference graph.
///
/// A SwiftUI view's `@Environment` and `@EnvironmentObject` properties are no part of its value
/// (the environment holds their objects); `@State`, `@StateObject`, `@ObservedObject` and
/// `@Bindable` ones are.
struct ValueContents {
    /// One reference inside a value.
    struct Reference {
        /// From the value to the property: `presenter`, `content.presenter`.
        let path: String
        /// The struct declaring the property.
        let declarer: TypeInfo
        let property: PropertyFact
    }

    private var known: [String: [Reference]] = [:]

    /// The references inside a value of the struct `name`; none for any other type. A struct
    /// that holds itself again (through a collection) is followed once.
    mutating func references(inValueOf name: String, _ index: FactIndex) -> [Reference] {
        references(inValueOf: name, index, visiting: [])
    }

    private mutating func references(inValueOf name: String, _ index: FactIndex, visiting: Set<String>) -> [Reference] {
        if let found = known[name] { return found }
        guard let info = index.types[name], info.kind == .struct, !visiting.contains(name) else { return [] }
        var found: [Reference] = []
        for property in info.storedProperties where property.keepsAlive && !property.isEnvironmentProvided {
            found.append(Reference(path: property.name, declarer: info, property: property))
            for inner in property.typeNames where index.types[inner]?.kind == .struct {
                found += references(inValueOf: inner, index, visiting: visiting.union([name])).map {
                    Reference(path: "\(property.name).\($0.path)", declarer: $0.declarer, property: $0.property)
                }
            }
        }
        if visiting.isEmpty { known[name] = found }
        return found
    }
}
