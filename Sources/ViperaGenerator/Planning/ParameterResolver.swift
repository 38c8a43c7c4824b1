/// Works out every declared parameter's value: the command line first, then `.vipera.yml`,
/// then the manifest's default. A Generamba template declares none and takes every parameter as
/// a custom parameter, a string as Generamba passes it (`"true"` stays the string `"true"`).
struct ParameterResolver {
    let template: Template

    func resolve(given: [String: String], projectDefaults: [String: String]) throws(GenerationError) -> [String: any Sendable] {
        if template.kind.isGenerambaTemplate {
            return projectDefaults.merging(given) { $1 }
        }
        let declared = template.manifest.parameters
        for name in given.keys.sorted() where !declared.contains(where: { $0.name == name }) {
            throw .unknownParameter(name: name, template: template.name, declared: declared.map(\.name))
        }
        var values: [String: any Sendable] = [:]
        for parameter in declared {
            guard let raw = given[parameter.name] ?? projectDefaults[parameter.name] ?? parameter.defaultValue else {
                throw .missingParameter(name: parameter.name, template: template.name)
            }
            guard let value = parameter.value(from: raw) else {
                throw .invalidParameterValue(name: parameter.name, value: raw, accepted: parameter.acceptedValues)
            }
            values[parameter.name] = value
        }
        return values
    }
}
