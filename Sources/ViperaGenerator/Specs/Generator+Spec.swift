import Foundation
import ViperaSupport

extension Generator {
    /// Plans every module of `spec` as one run: each module rendered and checked, then one plan
    /// holding all their files, so writing it is all-or-nothing for the whole spec. A shared type
    /// several modules declare is written by the first.
    /// - Parameters:
    ///   - base: options that apply to every module (`--author`, `--templates`, `--param`).
    ///   - progress: told each time a module is planned, with how many are, of how many.
    public func plan(
        spec: ModuleSpec, base: GenerationRequest, progress: ProgressCounter.Handler? = nil
    ) throws(GenerationError) -> [Prepared] {
        let folder = spec.file.deletingLastPathComponent()
        let modulesByName = Dictionary(uniqueKeysWithValues: spec.modules.map { ($0.name, $0) })
        let cache = PlanningCache()
        // Jobs one after another (they share the cache), then their files on every lane at once.
        let jobs = spec.modules.map { module in
            var request = base
            request.module = module.name
            request.template = module.template ?? spec.defaultTemplate ?? base.template
            if let path = module.path ?? spec.defaultPath {
                request.outputDirectory = folder.resolving(path)
            }
            request.parameters = spec.defaultParameters.merging(module.parameters) { $1 }.merging(base.parameters) { $1 }
            request.inputs = module.inputs
            request.outputs = module.outputs
            request.routes = module.routes.map {
                ModuleRoute(module: $0.module, inputs: modulesByName[$0.module]?.inputs ?? [], outputs: modulesByName[$0.module]?.outputs ?? [])
            }
            return Result { () throws(GenerationError) in
                do throws(GenerationError) {
                    return try job(for: request, cache: cache)
                } catch {
                    throw .inSpecModule(location: module.location, module: module.name, error)
                }
            }
        }
        // Routes need every module's template: each module's are checked once all are resolved.
        let resolved = Dictionary(uniqueKeysWithValues: zip(spec.modules, jobs).compactMap { module, job in (try? job.get()).map { (module.name, $0) } })
        let checked = zip(spec.modules, jobs).map { module, job in
            job.flatMap { job in
                Result { () throws(GenerationError) in
                    try checkRoutes(of: module, job: job, targets: resolved)
                    return job
                }
            }
        }
        let counter = ProgressCounter(total: checked.count, handler: progress)
        let firstFailure = FirstFailure()
        let outcomes = Concurrently.map(checked.count, lanes: TemplateRenderer.laneCount) { index, lane in
            defer { counter?.advance() }
            let module = spec.modules[index]
            return firstFailure.run(index) { () throws(GenerationError) in
                let job = try checked[index].get()
                do throws(GenerationError) {
                    return try plan(job, lane: lane)
                } catch {
                    throw .inSpecModule(location: module.location, module: module.name, error)
                }
            }
        }
        var prepared: [Prepared] = []
        var outputs: [URL] = []
        var seenPaths: Set<String> = []
        // A module skipped (nil) comes after one that failed.
        for (index, outcome) in outcomes.enumerated() {
            guard let outcome else { continue }
            let modulePlan = try outcome.get()
            if case .success(let job) = checked[index] { outputs.append(job.planner.outputDirectory) }
            for entry in modulePlan.plan.entries where !seenPaths.insert(entry.path).inserted {
                throw .unsafePath(path: entry.displayPath, reason: "two modules of the spec write the same file")
            }
            prepared.append(modulePlan)
        }
        return checkDeclarations(prepared, outputs: outputs, swiftFiles: cache.swiftFiles)
    }
}
