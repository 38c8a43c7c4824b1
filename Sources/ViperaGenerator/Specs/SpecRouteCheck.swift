import ViperaCore

/// A spec's routes checked against the templates that write them. A template writes a route in
/// its own idiom, opening the target the way its own modules are opened (its `entryPoint`), so a
/// route must reach a module of the same template or of a template naming the same entry point;
/// and a template that renders no routes would leave the route out.
extension Generator {
    /// Refuses the first route of `module` (planned as `job`) that its template would leave out,
    /// or that opens its target (planned as `targets[name]`) through an entry point the target's
    /// template does not declare. A target that could not be planned is left to its own error.
    func checkRoutes(of module: ModuleSpec.Module, job: ModuleJob, targets: [String: ModuleJob]) throws(GenerationError) {
        guard let first = module.routes.first else { return }
        let template = job.template
        if let rendersRoutes = template.manifest.rendersRoutes {
            if !rendersRoutes {
                throw refusal(
                    at: first,
                    "module '\(module.name)' routes to '\(first.module)', but template '\(template.name)' renders no routes "
                        + "(its template.yml says 'routes: false'): the route would be left out; remove it, or give the module a template that renders routes"
                )
            }
        } else if try !routesChangeOutput(of: job) {
            throw refusal(
                at: first,
                "module '\(module.name)' routes to '\(first.module)', but template '\(template.name)' writes the same files without its routes: "
                    + "the route would be left out; remove it, or give the module a template that renders routes"
            )
        }
        for route in module.routes {
            guard let target = targets[route.module]?.template, target.name != template.name || target.origin != template.origin else { continue }
            guard let opens = template.manifest.entryPoint, let opened = target.manifest.entryPoint else {
                let silent = [template, target].filter { $0.manifest.entryPoint == nil }.map { "'\($0.name)'" }.joined(separator: " and ")
                throw refusal(
                    at: route,
                    "module '\(module.name)' (template '\(template.name)') routes to '\(route.module)' (template '\(target.name)'), but template \(silent) "
                        + "\(silent.contains(" and ") ? "declare" : "declares") no 'entryPoint' in template.yml, so vipera cannot tell that '\(template.name)' "
                        + "opens a module the way '\(target.name)' is opened: route between modules of one template, or of templates with the same entry point"
                )
            }
            if opens != opened {
                throw refusal(
                    at: route,
                    "module '\(module.name)' (template '\(template.name)') routes to '\(route.module)' (template '\(target.name)'), but '\(template.name)' "
                        + "opens a module through entry point '\(opens)' and '\(target.name)' is opened through '\(opened)': "
                        + "route between modules of one template, or of templates with the same entry point"
                )
            }
        }
    }

    /// Whether `job`'s template writes anything differently when its module has no routes.
    private func routesChangeOutput(of job: ModuleJob) throws(GenerationError) -> Bool {
        var bare = job.context
        bare.routes = []
        return try job.renderer.render(job.context) != job.renderer.render(bare)
    }

    private func refusal(at route: ModuleSpec.Route, _ message: String) -> GenerationError {
        .configuration(ConfigurationError(file: route.location, line: nil, message: message))
    }
}
