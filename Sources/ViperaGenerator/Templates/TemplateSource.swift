/// A place named templates come from, of `TemplateSearchPlace`: a folder of templates, or
/// the templates built into vipera.
enum TemplateSource {
    case folder(TemplateSearchRoot)
    case builtin
}
