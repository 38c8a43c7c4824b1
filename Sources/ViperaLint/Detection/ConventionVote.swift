import ViperaCore

/// Which conventions a codebase's declarations follow: each module votes for the conventions
/// whose distinctive protocol forms it declares most of (two at least); coordinators and presenters that are
/// view controllers are counted by class.
enum ConventionVote {
    /// The conventions with enough votes, most first; `vipera` when none has any.
    static func count(_ declarations: [DeclaredName]) -> [DetectedConvention] {
        let viperaSuffixes = Set(NamingConvention.vipera.protocols.map(\.suffix))
        var votes: [String: (modules: Set<String>, forms: [String: Int])] = [:]
        let dialectModules = moduleForms(declarations, excluding: viperaSuffixes)
        for (module, matches) in dialectModules {
            // One form alone (a lone `<M>ViewDelegate`) is too common outside VIPER to tell.
            let best = matches.values.map(\.count).max() ?? 0
            guard best >= 2 else { continue }
            for (convention, forms) in matches where forms.count == best {
                votes[convention, default: ([], [:])].modules.insert(module)
                for form in forms { votes[convention]!.forms["<M>" + form, default: 0] += 1 }
            }
        }
        let coordinators = declarations.filter { $0.kind == "class" && $0.name.hasSuffix("Coordinator") }.map(\.name)
        if coordinators.count >= 2 { votes[NamingConvention.coordinator.name] = (Set(coordinators), ["<X>Coordinator": coordinators.count]) }
        let controllerEvidence = presenterViewControllerModules(declarations)
        let controllerModules = controllerEvidence.values.reduce(Set<String>()) { $0.union($1) }
        if controllerModules.count >= 2 {
            votes[NamingConvention.presenterViewController.name] = (controllerModules, controllerEvidence.mapValues(\.count))
        }
        let viperaModules = viperaModules(declarations).filter { dialectModules[$0] == nil }
        if !viperaModules.isEmpty { votes[NamingConvention.vipera.name, default: ([], [:])].modules.formUnion(viperaModules) }
        votes[NamingConvention.vipera.name]?.forms["<M>View/<M>Presenter", default: 0] += viperaModules.count
        let top = votes.values.map(\.modules.count).max() ?? 0
        let chosen = NamingConvention.builtIn.compactMap { convention -> DetectedConvention? in
            guard let vote = votes[convention.name], vote.modules.count >= min(2, top), vote.modules.count * 10 >= top else { return nil }
            let forms = vote.forms.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
            return DetectedConvention(convention: convention, modules: vote.modules.sorted(), forms: forms)
        }.sorted { $0.modules.count > $1.modules.count }
        return chosen.isEmpty ? [DetectedConvention(convention: .vipera, modules: [], forms: [])] : chosen
    }

    /// Modules whose presenter is a view controller, by evidence: `<M>Presenter` classes that
    /// subclass a view controller, and `<M>ViewController`s beside their root `<M>View: UIView`
    /// in a codebase with fewer plain presenter classes than such modules (elsewhere a view
    /// controller with a custom root view is just the View).
    private static func presenterViewControllerModules(_ declarations: [DeclaredName]) -> [String: Set<String>] {
        let classes = declarations.filter { $0.kind == "class" }
        let superclass = Dictionary(classes.map { ($0.name, $0.inherited.first ?? "") }, uniquingKeysWith: { first, _ in first })
        var presenters: Set<String> = []
        var controllers: Set<String> = []
        var plainPresenters = 0
        for (name, parent) in superclass {
            if name.hasSuffix("Presenter") {
                if parent.hasSuffix("ViewController") { presenters.insert(String(name.dropLast("Presenter".count))) } else { plainPresenters += 1 }
            } else if name.hasSuffix("ViewController"), parent.hasSuffix("ViewController") {
                let module = String(name.dropLast("ViewController".count))
                if !module.isEmpty, superclass[module + "View"] == "UIView" { controllers.insert(module) }
            }
        }
        var evidence: [String: Set<String>] = [:]
        if !presenters.isEmpty { evidence["<M>Presenter: UIViewController"] = presenters }
        if plainPresenters < controllers.count { evidence["<M>ViewController + <M>View: UIView"] = controllers }
        return evidence
    }

    /// For each module, per convention, the distinctive forms (not vipera's bare role names) its
    /// protocols take.
    private static func moduleForms(_ declarations: [DeclaredName], excluding shared: Set<String>) -> [String: [String: Set<String>]] {
        var result: [String: [String: Set<String>]] = [:]
        for declaration in declarations where declaration.kind == "protocol" {
            for convention in NamingConvention.builtIn {
                let forms = convention.protocols.filter { !shared.contains($0.suffix) && declaration.name.hasSuffix($0.suffix) }
                guard let form = forms.max(by: { $0.suffix.count < $1.suffix.count }) else { continue }
                let module = String(declaration.name.dropLast(form.suffix.count))
                guard module.first?.isUppercase == true else { continue }
                result[module, default: [:]][convention.name, default: []].insert(form.suffix)
            }
        }
        return result
    }

    /// Modules with at least two of vipera's own protocols (`<M>View`, `<M>Presenter`, …).
    private static func viperaModules(_ declarations: [DeclaredName]) -> Set<String> {
        var counts: [String: Int] = [:]
        for declaration in declarations where declaration.kind == "protocol" {
            for form in NamingConvention.vipera.protocols where declaration.name.hasSuffix(form.suffix) {
                let module = String(declaration.name.dropLast(form.suffix.count))
                if module.first?.isUppercase == true { counts[module, default: 0] += 1 }
            }
        }
        return Set(counts.filter { $0.value >= 2 }.keys)
    }
}
