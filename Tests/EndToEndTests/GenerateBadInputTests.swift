import Foundation
import TestSupport
import Testing

/// One bad input to `vipera generate`: the files and symlinks it starts from, the command, and
/// what must come out. `{root}` in a message is the sandbox folder.
struct GenerateBadInput: Sendable, CustomTestStringConvertible {
    let name: String
    var files: [String: String] = [:]
    /// Symlinks to create: path → target, both relative to the sandbox folder.
    var links: [String: String] = [:]
    let arguments: [String]
    /// Environment variables set for the run.
    var environment: [String: String] = [:]
    let status: Int32
    let message: String

    var testDescription: String { name }

    /// A spec `modules.yml` in the project folder holding `text`, run with `--spec`.
    static func spec(_ name: String, _ text: String, status: Int32 = 2, message: String) -> GenerateBadInput {
        GenerateBadInput(name: name, files: ["project/modules.yml": text], arguments: ["--spec", "modules.yml"], status: status, message: message)
    }
}

/// A package with a library `Shop` and its test target `ShopTests`.
private let shopPackage = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(name: "Shop", targets: [.target(name: "Shop"), .testTarget(name: "ShopTests", dependencies: ["Shop"])])

    """

/// Every bad input ends with a message naming it (and file:line where there is one), a documented
/// exit code, and every file, folder and link of the sandbox exactly as before.
@Suite struct GenerateBadInputTests {
    static let cases: [GenerateBadInput] = [
        .init(
            name: "a SOURCE_DATE_EPOCH past the largest date", arguments: ["Login"], environment: ["SOURCE_DATE_EPOCH": "1e300"], status: 2,
            message: "vipera: error: environment variable SOURCE_DATE_EPOCH must be whole seconds since 1970 from -62135596800 to 253402300799, not '1e300'\n"),
        .init(
            name: "a VIPERA_PACKAGE_TIMEOUT that is no number of seconds", files: ["project/Package.swift": "// swift-tools-version:5.9\n"],
            arguments: ["Login"], environment: ["VIPERA_PACKAGE_TIMEOUT": "forever"], status: 2,
            message: "vipera: error: environment variable VIPERA_PACKAGE_TIMEOUT must be a number of seconds from 1 to 3600, not 'forever'\n"),
        .init(
            name: "control characters in a module name", arguments: ["Lo\u{1B}[31mgin"], status: 2,
            message: "vipera: error: invalid module name 'Lo\\u{1B}[31mgin'"),
        .init(
            name: "a spec that does not exist", arguments: ["--spec", "nothere.yml"], status: 2,
            message: "vipera: error: {root}/project/nothere.yml: does not exist\n"),
        .init(
            name: "a spec that is a folder", files: ["project/modules.yml/x": ""], arguments: ["--spec", "modules.yml"], status: 2,
            message: "vipera: error: {root}/project/modules.yml: is a folder, not a file\n"),
        .spec(
            "a spec that is not UTF-8", "modules:\n  - name: \u{FFFD}",
            message: "vipera: error: {root}/project/modules.yml:2: is not UTF-8 (first invalid byte on this line)\n"),
        .spec(
            "an input type with a comment", "modules:\n  - name: Post\n    inputs:\n      - {name: id, type: String // x}\n",
            message: "{root}/project/modules.yml:4: input 'id' has type 'String // x', which is not a Swift type: it contains a comment\n"),
        .spec(
            "an input type with a second statement", "modules:\n  - name: Post\n    inputs:\n      - {name: id, type: \"Int; let y = 2\"}\n",
            message: "{root}/project/modules.yml:4: input 'id' has type 'Int; let y = 2', which is not a Swift type: Swift does not read it as a type\n"),
        .spec(
            "an input type with a default value", "modules:\n  - name: Post\n    inputs:\n      - {name: id, type: Int = 3}\n",
            message: "{root}/project/modules.yml:4: input 'id' has type 'Int = 3', which is not a Swift type: Swift does not read it as a type\n"),
        .spec(
            "an input type on two lines", "modules:\n  - name: Post\n    inputs:\n      - name: id\n        type: \"Int\\nString\"\n",
            message: "{root}/project/modules.yml:5: input 'id' has type 'Int\nString', which is not a Swift type: it spans several lines\n"),
        .spec(
            "an unbalanced input type", "modules:\n  - name: Post\n    inputs:\n      - {name: id, type: \"[Int\"}\n",
            message: "{root}/project/modules.yml:4: input 'id' has type '[Int', which is not a Swift type: Swift does not read it as a type\n"),
        .spec(
            "an input type nesting brackets deeply (the parser would take minutes)",
            "modules:\n  - name: Post\n    inputs:\n      - {name: id, type: '[String\(String(repeating: "[", count: 30)): Int]'}\n",
            message: "which is not a Swift type: its brackets nest deeper than 12 levels\n"),
        .spec(
            "an input declared twice", "modules:\n  - name: Post\n    inputs:\n      - {name: id, type: Int}\n      - {name: id, type: String}\n",
            message: "{root}/project/modules.yml:5: input 'id' is declared twice\n"),
        .spec(
            "an input named like the interactor's presenter", "modules:\n  - name: Post\n    inputs:\n      - {name: presenter, type: Int}\n",
            message:
                "{root}/project/modules.yml:4: input 'presenter' of module 'Post' clashes with 'presenter' that template 'viper' declares (Post/Default/PostDefaultBuilder.swift:24); choose another name\n"
        ),
        .spec(
            "an input named like the injected service", "modules:\n  - name: Post\n    inputs:\n      - {name: service, type: Int}\n",
            message:
                "{root}/project/modules.yml:4: input 'service' of module 'Post' clashes with 'service' that template 'viper' declares (Post/Default/PostDefaultBuilder.swift:14); choose another name\n"
        ),
        .spec(
            "an input named like the mvvm view model", "modules:\n  - name: Post\n    template: mvvm\n    inputs:\n      - {name: viewModel, type: Int}\n",
            message: "{root}/project/modules.yml:5: input 'viewModel' of module 'Post' clashes with 'viewModel' that template 'mvvm' declares"),
        .spec(
            "an input named like a test's local", "modules:\n  - name: Post\n    inputs:\n      - {name: builder, type: Int}\n",
            message:
                "{root}/project/modules.yml:4: input 'builder' of module 'Post' clashes with 'builder' that template 'viper' declares (Tests/PostTests/PostDefaultBuilderTests.swift:"
        ),
        .spec(
            "an input name that is a keyword", "modules:\n  - name: Post\n    inputs:\n      - {name: class, type: Int}\n",
            message: "{root}/project/modules.yml:4: input name 'class' is not a Swift identifier\n"),
        .spec(
            "an output parameter type with a comment",
            "modules:\n  - name: Post\n    outputs:\n      - {name: didPick, parameters: [{name: id, type: String // x}]}\n",
            message:
                "{root}/project/modules.yml:4: parameter 'id' of output 'didPick' has type 'String // x', which is not a Swift type: it contains a comment\n"),
        .spec(
            "an output named like the router's close", "modules:\n  - name: Post\n    outputs: [close]\n",
            message:
                "{root}/project/modules.yml:3: output 'close' of module 'Post' clashes with 'close' that template 'viper' declares (Post/Default/PostDefaultRouter.swift:16); choose another name\n"
        ),
        .spec(
            "two routed modules with the same output",
            "modules:\n  - name: A\n    routes: [B, C]\n  - name: B\n    outputs: [didEnd]\n  - name: C\n    outputs: [didEnd]\n",
            message:
                "{root}/project/modules.yml:3: module 'A' routes to 'B' and 'C', which both declare output 'didEnd'; its router, the delegate of both, would hear them under one name: rename one\n"
        ),
        .spec(
            "a bad module name in a spec", "modules:\n  - name: Fine\n  - name: 9Lives\n",
            message: "{root}/project/modules.yml:3: module '9Lives': invalid module name '9Lives'"),
        .spec(
            "an unknown template in a spec", "modules:\n  - name: Fine\n  - name: Other\n    template: nope\n",
            message: "{root}/project/modules.yml:3: module 'Other': template 'nope' not found."),
        .spec(
            "an unknown parameter in a spec", "modules:\n  - name: Fine\n    parameters: {colour: red}\n",
            message: "{root}/project/modules.yml:2: module 'Fine': template 'viper' has no parameter 'colour'"),
        .spec(
            "a module listed twice", "modules:\n  - name: Fine\n  - name: Fine\n",
            message: "{root}/project/modules.yml:3: module 'Fine' is listed twice\n"),
        .spec(
            "a route to a module the spec lacks", "modules:\n  - name: Fine\n    routes: [Gone]\n",
            message: "{root}/project/modules.yml:3: module 'Fine' routes to 'Gone', which the spec does not define\n"),
        .spec(
            "a route between templates whose entry points differ",
            "modules:\n  - name: Checkout\n    template: silver\n    routes: [Feed]\n  - name: Feed\n    template: mvvm\n",
            message:
                "{root}/project/modules.yml:4: module 'Checkout' (template 'silver') routes to 'Feed' (template 'mvvm'), but 'silver' opens a module through entry point 'silver-assembly' and 'mvvm' is opened through 'mvvm-view-controller': route between modules of one template, or of templates with the same entry point\n"
        ),
        .spec(
            "a route from a template that renders none",
            "modules:\n  - name: Feed\n    template: mvvm\n    routes: [Other]\n  - name: Other\n    template: mvvm\n",
            message:
                "{root}/project/modules.yml:4: module 'Feed' routes to 'Other', but template 'mvvm' renders no routes (its template.yml says 'routes: false'): the route would be left out; remove it, or give the module a template that renders routes\n"
        ),
        .spec("an empty modules list", "modules: []\n", message: "{root}/project/modules.yml:1: 'modules' must be a non-empty list\n"),
        .spec("a spec without modules", "defaults:\n  template: viper\n", message: "{root}/project/modules.yml: the spec has no 'modules' list\n"),
        .spec("malformed YAML in a spec", "modules:\n  - name: [Fine\n", message: "{root}/project/modules.yml:3: malformed YAML"),
        .init(
            name: "a Tests symlink leaving the project", files: ["outside/keep.txt": "x"], links: ["project/Tests": "../outside"],
            arguments: ["Login"], status: 2,
            message:
                "vipera: error: refusing to write 'Tests/LoginTests/Mocks/LoginMockBuilder.swift': it would leave the output folder {root}/project (through '{root}/project/Tests')\n"
        ),
        .init(
            name: "a Tests/<Module>Tests symlink leaving the project", files: ["outside/keep.txt": "x", "project/Tests/keep.txt": "x"],
            links: ["project/Tests/LoginTests": "../../outside"], arguments: ["Login"], status: 2,
            message: "it would leave the output folder {root}/project (through '{root}/project/Tests/LoginTests')\n"),
        .init(
            name: "a module folder symlink leaving the project", files: ["outside/keep.txt": "x"], links: ["project/Login": "../outside"],
            arguments: ["Login"], status: 2, message: "it would leave the output folder {root}/project (through '{root}/project/Login')\n"),
        .init(
            name: "--path naming a file", files: ["project/notes.txt": "x"], arguments: ["Login", "--path", "notes.txt"], status: 2,
            message: "vipera: error: refusing to write 'notes.txt': it is not a folder\n"),
        .init(
            name: "--path below a file", files: ["project/notes.txt": "x"], arguments: ["Login", "--path", "notes.txt/Modules"], status: 2,
            message: "vipera: error: refusing to write 'notes.txt/Modules': 'notes.txt' is not a folder\n"),
        .init(
            name: "--path naming a symbolic link loop", links: ["project/loop": "loop"], arguments: ["Login", "--path", "loop"], status: 2,
            message: "vipera: error: refusing to write 'loop': it is a symbolic link that cannot be followed: too many levels of symbolic links\n"),
        .init(
            name: "--path naming a device", arguments: ["Login", "--path", "/dev/null"], status: 2,
            message: "vipera: error: refusing to write '/dev/null': it is not a folder\n"),
        .init(
            name: "output: /dev/null in the project file", files: ["project/.vipera.yml": "output: /dev/null\n"], arguments: ["Login"], status: 2,
            message: "vipera: error: refusing to write '/dev/null': it is not a folder\n"),
        .spec(
            "a spec path naming a device", "modules:\n  - name: Login\n    path: /dev/null\n",
            message: "vipera: error: {root}/project/modules.yml:2: module 'Login': refusing to write '/dev/null': it is not a folder\n"),
        .init(
            name: "a dangling symbolic link where a module file goes", files: ["project/Login/Interfaces/Notes.txt": "x"],
            links: ["project/Login/Interfaces/LoginView.swift": "Gone.swift"], arguments: ["Login"], status: 2,
            message: "vipera: error: refusing to write 'Login/Interfaces/LoginView.swift': it is a symbolic link that cannot be followed: does not exist\n"),
        .init(
            name: "a symbolic link loop where a module folder goes", links: ["project/Login": "Login"], arguments: ["Login"], status: 2,
            message: "vipera: error: refusing to write 'Login': it is a symbolic link that cannot be followed: too many levels of symbolic links\n"),
        .init(
            name: "a package target folder linked out of the package",
            files: [
                "project/Package.swift": shopPackage, "outside/Shop/Shop.swift": "public enum Shop {}\n", "project/Tests/ShopTests/T.swift": "\n",
                "project/Sources/README.md": "x",
            ],
            links: ["project/Sources/Shop": "../../outside/Shop"], arguments: ["Login", "--target", "Shop", "--no-project"], status: 2,
            message:
                "vipera: error: refusing to write 'Sources/Shop/Login': it would leave the output folder {root}/project (through '{root}/project/Sources/Shop')\n"
        ),
        .init(
            name: "a package test target folder linked out of the package",
            files: [
                "project/Package.swift": shopPackage, "project/Sources/Shop/Shop.swift": "public enum Shop {}\n", "outside/ShopTests/T.swift": "\n",
                "project/Tests/README.md": "x",
            ],
            links: ["project/Tests/ShopTests": "../../outside/ShopTests"], arguments: ["Login", "--target", "Shop", "--no-project"], status: 2,
            message: "it would leave the output folder {root}/project (through '{root}/project/Tests/ShopTests')\n"),
        .init(
            name: "a file where the module folder would go", files: ["project/Login": "x"], arguments: ["Login"], status: 2,
            message: "vipera: error: refusing to write 'Login': a file exists where the folder 'Login' would go\n"),
        .init(
            name: "a file where the tests folder would go", files: ["project/Tests": "x"], arguments: ["Login"], status: 2,
            message: "a file exists where the folder 'Tests' would go\n"),
        .init(
            name: "a folder where a file would go", files: ["project/Login/Default/LoginDefaultBuilder.swift/x": ""], arguments: ["Login"],
            status: 2, message: "vipera: error: refusing to write 'Login/Default/LoginDefaultBuilder.swift': a folder exists where the file would go\n"),
        .init(
            name: "a project file that is a folder", files: ["project/.vipera.yml/x": ""], arguments: ["Login"], status: 2,
            message: "vipera: error: {root}/project/.vipera.yml: is a folder, not a file\n"),
        .init(
            name: "a project file that is not UTF-8", files: ["project/.vipera.yml": "author: \u{FFFD}"], arguments: ["Login"], status: 2,
            message: "vipera: error: {root}/project/.vipera.yml:1: is not UTF-8 (first invalid byte on this line)\n"),
        .init(
            name: "an existing file that differs", files: ["project/Login/Interfaces/LoginView.swift": "mine\n"], arguments: ["Login"],
            status: 3,
            message: "vipera: error: 1 existing file(s) differ from what would be generated; nothing was written:\n  Login/Interfaces/LoginView.swift\n"),
        .init(
            name: "--force with --skip-existing", arguments: ["Login", "--force", "--skip-existing"], status: 64,
            message: "vipera: error: --force and --skip-existing cannot be used together\n"),
        .init(
            name: "an unknown option", arguments: ["Login", "--colour"], status: 64,
            message: "vipera: error: unknown option '--colour'. Did you mean '--color'?\n"),
        .init(
            name: "a module and a spec", files: ["project/modules.yml": "modules:\n  - name: A\n"],
            arguments: ["Login", "--spec", "modules.yml"], status: 64, message: "vipera: error: give a module name or --spec, not both\n"),
        .init(
            name: "a template folder that does not exist", arguments: ["Login", "--template-dir", "nowhere"], status: 2,
            message: "nowhere"),
    ]

    @Test(arguments: cases)
    func refuses(_ input: GenerateBadInput) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for (path, text) in input.files {
            let data = text.contains("\u{FFFD}") ? Data(text.utf8.map { $0 == 0xEF ? 0xFF : $0 }) : Data(text.utf8)
            let url = sandbox.root.path(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !path.hasSuffix("/x") || !text.isEmpty { try data.write(to: url) }
        }
        for (path, target) in input.links {
            try FileManager.default.createSymbolicLink(atPath: sandbox.root.path(path).path, withDestinationPath: target)
        }
        // Everything but the home folder, where tools vipera runs (`swift package describe`) keep
        // their caches.
        func snapshot() throws -> [TreeSnapshot] {
            try FileManager.default.contentsOfDirectory(atPath: sandbox.root.url.path).sorted().filter { $0 != "home" }.map {
                TreeSnapshot(of: sandbox.root.path($0))
            }
        }
        let before = try snapshot()
        let result = try sandbox.run(input.arguments, environment: input.environment.mapValues(Optional.some))
        #expect(result.status == input.status, "\(result)")
        let message = input.message.replacingOccurrences(of: "{root}", with: sandbox.root.url.path)
        #expect(result.stderr.contains(message), "\(result)")
        #expect(!result.showsFoundationError, "\(result)")
        #expect(try snapshot() == before)
    }
}
