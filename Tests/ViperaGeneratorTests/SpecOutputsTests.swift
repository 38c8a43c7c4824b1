import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaGenerator

/// A spec module's `outputs`: read with their typed parameters, refused with the file and line
/// when malformed, and checked against each other and against the code the templates generate.
@Suite struct SpecOutputsTests {
    /// The spec `text` read from a temporary `modules.yml`, and the file's path.
    private func read(_ text: String) throws -> (spec: ModuleSpec, path: String) {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let file = try work.write(text, to: "modules.yml")
        return (try ModuleSpec(file: file), file.path)
    }

    /// The error reading `text` throws, with the file's path replaced by `modules.yml`.
    private func error(reading text: String) throws -> String? {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let file = try work.write(text, to: "modules.yml")
        do {
            _ = try ModuleSpec(file: file)
            return nil
        } catch {
            return error.description.replacingOccurrences(of: file.path, with: "modules.yml")
        }
    }

    @Test func readsOutputsAsNamesOrWithTypedParameters() throws {
        let (spec, path) = try read(
            """
            modules:
              - name: PostDetail
                outputs:
                  - name: didDeletePost
                    parameters:
                      - {name: id, type: String}
                      - {name: tags, type: "[Post.Tag]"}
                  - didFinish
            """)
        let outputs = spec.modules[0].outputs
        #expect(outputs.map(\.name) == ["didDeletePost", "didFinish"])
        #expect(
            outputs[0].parameters == [
                ModuleInput(name: "id", type: "String", location: "\(path):6"), ModuleInput(name: "tags", type: "[Post.Tag]", location: "\(path):7"),
            ])
        #expect(outputs[0].location == "\(path):4")
        #expect(outputs[1].parameters.isEmpty)
        #expect(outputs[1].location == "\(path):8")
        #expect(outputs[0].declaration == "didDeletePost(id: String, tags: [Post.Tag])")
        #expect(outputs[0].call == "didDeletePost(id: id, tags: tags)")
        #expect(outputs[1].declaration == "didFinish()")
    }

    static let malformed: [(text: String, message: String)] = [
        ("outputs: didFinish", "modules.yml:3: 'outputs' must be a list of outputs, each a name or {name, parameters}"),
        ("outputs:\n      - {parameters: []}", "modules.yml:4: an output needs a 'name'"),
        ("outputs:\n      - {name: didFinish, when: now}", "modules.yml:4: unknown key 'when' in an output (known keys: name, parameters)"),
        ("outputs:\n      - did-finish", "modules.yml:4: output name 'did-finish' is not a Swift identifier"),
        ("outputs:\n      - {name: func}", "modules.yml:4: output name 'func' is not a Swift identifier"),
        ("outputs:\n      - didFinish\n      - {name: didFinish}", "modules.yml:5: output 'didFinish' is declared twice"),
        ("outputs:\n      - {name: didPick, parameters: id}", "modules.yml:4: 'parameters' of output 'didPick' must be a list of {name, type}"),
        ("outputs:\n      - {name: didPick, parameters: [{name: id}]}", "modules.yml:4: a parameter needs a 'name' and a 'type'"),
        (
            "outputs:\n      - {name: didPick, parameters: [{name: in, type: Int}]}",
            "modules.yml:4: parameter name 'in' of output 'didPick' is not a Swift identifier"
        ),
        (
            "outputs:\n      - {name: didPick, parameters: [{name: id, type: Int}, {name: id, type: String}]}",
            "modules.yml:4: parameter 'id' of output 'didPick' is declared twice"
        ),
        (
            "outputs:\n      - {name: didPick, parameters: [{name: id, type: 'Int // x'}]}",
            "modules.yml:4: parameter 'id' of output 'didPick' has type 'Int // x', which is not a Swift type: it contains a comment"
        ),
        ("outputs:\n      - {name: didPick, parameters: [{name: id, type: ' '}]}", "modules.yml:4: parameter 'id' of output 'didPick' needs a Swift type"),
    ]

    @Test(arguments: malformed)
    func malformedOutputsNameTheLine(text: String, message: String) throws {
        #expect(try error(reading: "modules:\n  - name: Post\n    \(text)\n") == message)
    }

    @Test func twoModulesRoutedToMayNotShareAnOutputName() throws {
        let message = try error(
            reading: """
                modules:
                  - name: Home
                    routes: [Search, Settings]
                  - name: Search
                    outputs: [didFinish]
                  - name: Settings
                    outputs: [didFinish]
                """)
        #expect(
            message == "modules.yml:3: module 'Home' routes to 'Search' and 'Settings', which both declare output 'didFinish'; "
                + "its router, the delegate of both, would hear them under one name: rename one")
    }

    @Test func aModuleMayNotShareAnOutputNameWithAModuleItRoutesTo() throws {
        let message = try error(
            reading: """
                modules:
                  - name: Home
                    routes: [Search]
                    outputs: [didFinish]
                  - name: Search
                    outputs: [didFinish]
                """)
        #expect(
            message == "modules.yml:4: output 'didFinish' of module 'Home' is also an output of 'Search', which it routes to; "
                + "its presenter would hear both under one name: rename one")
    }

    @Test func modulesRoutingToOneModuleEachHearItsOutputs() throws {
        let (spec, _) = try read(
            """
            modules:
              - name: Home
                routes: [Search, Search]
              - name: Profile
                routes: [Search]
                outputs: [didFinish]
              - name: Search
                outputs: [didSearch]
            """)
        #expect(spec.modules.map(\.name) == ["Home", "Profile", "Search"])
    }

    /// The error planning the spec `text` throws, with the working folder's path removed.
    private func planningError(_ text: String) throws -> String? {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("project: Shop\n", to: ".vipera.yml")
        let file = try work.write(text, to: "modules.yml")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        do {
            _ = try generator.plan(spec: try ModuleSpec(file: file), base: GenerationRequest(module: "", author: "Jane"))
            return nil
        } catch {
            return String(describing: error).replacingOccurrences(of: file.path, with: "modules.yml")
        }
    }

    @Test func anOutputNamedLikeTheTemplatesCodeIsRefused() throws {
        let message = try planningError("modules:\n  - name: Post\n    outputs: [close]\n")
        #expect(
            message?.contains(
                "modules.yml:3: output 'close' of module 'Post' clashes with 'close' that template 'viper' declares (Post/Default/PostDefaultRouter.swift:16); choose another name"
            ) == true, "\(String(describing: message))")
    }

    @Test func anOutputParameterNamedLikeTheTemplatesCodeIsRefused() throws {
        let message = try planningError("modules:\n  - name: Post\n    outputs:\n      - {name: didPick, parameters: [{name: presenter, type: Int}]}\n")
        #expect(
            message?.contains(
                "modules.yml:4: parameter 'presenter' of output 'didPick' of module 'Post' clashes with 'presenter' that template 'viper' declares") == true,
            "\(String(describing: message))")
    }

    @Test func anOutputOfARoutedModuleNamedLikeTheCallersCodeIsRefused() throws {
        let message = try planningError(
            """
            modules:
              - name: Home
                routes: [Search]
              - name: Search
                template: mvvm
                outputs: [viewDidLoad]
            """)
        #expect(
            message?.contains(
                "modules.yml:6: output 'viewDidLoad' of module 'Search', which module 'Home' routes to, clashes with 'viewDidLoad' that template 'viper' declares (Home/"
            ) == true, "\(String(describing: message))")
    }

    @Test func anInputNamedLikeTheDelegateOfAModuleWithOutputsIsRefused() throws {
        let message = try planningError("modules:\n  - name: Post\n    inputs: [{name: delegate, type: Int}]\n    outputs: [didFinish]\n")
        #expect(
            message?.contains("modules.yml:3: input 'delegate' of module 'Post' clashes with 'delegate' that template 'viper' declares") == true,
            "\(String(describing: message))")
        #expect(try planningError("modules:\n  - name: Post\n    inputs: [{name: delegate, type: Int}]\n") == nil)
    }
}
