import ViperaCore

/// A spec's names checked against the code a template generates: an input, an output or an
/// output's parameter named like something the template's own code declares (a property, a
/// local, a parameter, a method) would make the generated module fail to compile.
extension Generator {
    /// Refuses the first input, output, or output parameter of `job` (its own outputs and those
    /// of the modules it routes to) named like a name the template declares without them.
    func checkSpecNames(of job: ModuleJob) throws(GenerationError) {
        let context = job.context
        let routed = context.routes.flatMap { route in route.outputs.map { (output: $0, target: route.module) } }
        guard !context.inputs.isEmpty || !context.outputs.isEmpty || !routed.isEmpty else { return }
        // Inputs against the code with the module's own outputs (the builder's `delegate`);
        // outputs against the code without any, so that none clashes with itself.
        var bare = context
        bare.inputs = []
        bare.routes = []
        let withOutputs = try declaredNames(job, context: bare)
        bare.outputs = []
        let withoutOutputs = context.outputs.isEmpty ? withOutputs : try declaredNames(job, context: bare)
        let module = job.module.value
        for input in context.inputs {
            try refuse("input '\(input.name)' of module '\(module)'", named: input.name, at: input.location, job: job, declared: withOutputs)
        }
        let outputs = context.outputs.map { (output: $0, target: module) } + routed
        for (output, target) in outputs {
            let owner = target == module ? "of module '\(module)'" : "of module '\(target)', which module '\(module)' routes to,"
            try refuse("output '\(output.name)' \(owner)", named: output.name, at: output.location, job: job, declared: withoutOutputs)
            for parameter in output.parameters {
                try refuse(
                    "parameter '\(parameter.name)' of output '\(output.name)' \(owner)",
                    named: parameter.name, at: parameter.location, job: job, declared: withoutOutputs
                )
            }
        }
    }

    /// The names the template declares when rendered with `context`.
    private func declaredNames(_ job: ModuleJob, context: RenderContext) throws(GenerationError) -> DeclaredNames {
        let files = try job.renderer.render(context).filter { job.includesTests || !$0.isTest }
        return DeclaredNames(files: files) { file in
            file.isTest ? "Tests/\(job.module.value)Tests/\(file.path)" : "\(job.module.value)/\(file.path)"
        }
    }

    /// Throws when `name` is declared, naming `subject`, where the spec declares it (`location`)
    /// and where the template does.
    private func refuse(_ subject: String, named name: String, at location: String?, job: ModuleJob, declared: DeclaredNames) throws(GenerationError) {
        guard let place = declared.places[name] else { return }
        throw .configuration(
            ConfigurationError(
                file: location ?? "module \(job.module.value)", line: nil,
                message: "\(subject) clashes with '\(name)' that template '\(job.template.name)' declares (\(place)); choose another name"
            ))
    }
}
