import Foundation

/// vipera's Liquid engine on its own, outside a Generamba template: a text rendered with
/// variables given as JSON and snippets by name. The differential tests compare it with Ruby
/// Liquid through this entry point.
public enum LiquidStandalone {
    /// `text` (named `location` in errors) rendered with the variables of the JSON object
    /// `variables`; `{% include 'name' %}` renders `snippets[name]`, shown as `<snippetFolder>/<name>.liquid`.
    public static func render(
        _ text: String, location: String, variables: Data, snippets: [String: String], snippetFolder: String
    ) throws(LiquidRenderError) -> String {
        let scope: [String: LiquidValue]
        do {
            scope = try JSONDecoder().decode([String: LiquidValue].self, from: variables)
        } catch {
            throw LiquidRenderError(location: location, message: "the variables are not a JSON object of Liquid values: \(error)")
        }
        let renderer = LiquidRenderer(
            snippets: Dictionary(
                uniqueKeysWithValues: snippets.map { name, text in
                    (name, LiquidRenderer.Snippet(text: text, location: "\(snippetFolder)/\(name).liquid"))
                }),
            snippetPattern: "\(snippetFolder)/<name>.liquid"
        )
        return try renderer.render(text, location: location, scope: scope)
    }
}

/// A Liquid value read from JSON: `true`/`false`, whole numbers, text, `null`, lists and
/// objects (a number with a fraction is refused, as in templates).
extension LiquidValue: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([LiquidValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: LiquidValue].self))
        }
    }
}
