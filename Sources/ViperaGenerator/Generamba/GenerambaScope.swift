import Liquid

/// The variables a Generamba template sees, named as Generamba names them: `module_info`,
/// `developer`, `date`, `year`, `prefix` and `custom_parameters`.
enum GenerambaScope {
    /// The variables of every file; `module_info.file_name` is added per file.
    static func variables(for context: RenderContext) -> [String: LiquidValue] {
        // Generamba passes custom parameters as strings, whatever they look like.
        let parameters = context.parameters.mapValues { LiquidValue.string("\($0)") }
        var developer: [String: LiquidValue] = ["name": .string(context.author)]
        if let company = context.company ?? context.parameters["company"].map({ "\($0)" }) {
            developer["company"] = .string(company)
        }
        let productModuleName = CaseForms.identifier(context.project)
        return [
            "module_info": .object([
                "name": .string(context.module),
                "description": .string("\(context.module) module"),
                "project_name": .string(context.project),
                "product_module_name": .string(productModuleName),
                "project_targets": .array(context.projectTargets.map(LiquidValue.string)),
                "test_targets": .array(context.testTargets.map(LiquidValue.string)),
            ]),
            "developer": .object(developer),
            "date": .string(generambaDate(context.date)),
            "year": .string(context.year),
            "prefix": .string(context.prefix ?? context.parameters["prefix"].map { "\($0)" } ?? ""),
            "custom_parameters": .object(parameters),
        ]
    }

    /// `variables` with `module_info.<key>` set to `value` (or removed for `nil`).
    static func setting(_ key: String, to value: String?, in variables: [String: LiquidValue]) -> [String: LiquidValue] {
        guard case .object(var moduleInfo)? = variables["module_info"] else { return variables }
        moduleInfo[key] = value.map(LiquidValue.string)
        var result = variables
        result["module_info"] = .object(moduleInfo)
        return result
    }

    /// Generamba's date format, `dd/MM/yyyy`, from vipera's `yyyy-MM-dd`.
    private static func generambaDate(_ isoDate: String) -> String {
        isoDate.split(separator: "-").reversed().joined(separator: "/")
    }
}
