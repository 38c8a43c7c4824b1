/// What a template is written in, decided once when it is loaded.
public enum TemplateKind: Sendable {
    /// Stencil, as its `template.yml` says.
    case stencil
    /// No `template.yml`, and Stencil tags (`{{`, `{%`) in some file's name or text: Stencil.
    case undeclaredStencil
    /// No `template.yml` and no Stencil tag anywhere: vipera 1.x/2.x `{module}` placeholders
    /// (`LegacyPlaceholders`).
    case placeholders
    /// A Generamba template (no `template.yml`): its `.rambaspec`, with Liquid files.
    case generamba(rambaspec: TemplateFile)
    /// An Xcode file template (a `.xctemplate` bundle, no `template.yml`): its
    /// `TemplateInfo.plist`, read.
    case xcode(XcodeTemplateInfo)

    /// Whether it is a Generamba template.
    var isGenerambaTemplate: Bool {
        if case .generamba = self { return true }
        return false
    }

    /// The kind of a template without `template.yml`, without `.rambaspec` and
    /// `TemplateInfo.plist`, made of `files`: Stencil when a file uses a Stencil tag.
    static func undeclared(_ files: [TemplateFile]) -> TemplateKind {
        let usesStencil = { (text: String) in text.contains("{{") || text.contains("{%") }
        return files.contains { usesStencil($0.path) || ($0.text.map(usesStencil) ?? false) } ? .undeclaredStencil : .placeholders
    }
}
