import Foundation
import TestSupport
import Testing

/// `Documentation/ShellCompletion.md`'s install lines, run as written in a fresh home folder,
/// then the shells asked to complete a vipera command line.
@Suite struct ShellCompletionTests {
    static let page = Locations.packageRoot.appendingPathComponent("Documentation/ShellCompletion.md")

    /// The code blocks (language and text) under the page's `## <section>` heading.
    static func blocks(in section: String) throws -> [(language: String, code: String)] {
        let text = try String(contentsOf: page, encoding: .utf8)
        let part = text.components(separatedBy: "\n## ").first { $0.hasPrefix(section + "\n") } ?? ""
        return part.matches(of: /```(\w+)\n((?:.*\n)*?)```/).map { (String($0.output.1), String($0.output.2)) }
    }

    /// Whether `shell` is installed (see `Oracle.ready`; `.ci/run` installs zsh and fish).
    static func installed(_ shell: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        Oracle.ready([shell, "-c", "exit 0"], name: shell, install: "apt-get install -y \(shell)", sourceLocation: sourceLocation)
    }

    /// Runs `script` with `shell` in a home folder where the page's `sh` blocks of `section` ran.
    static func run(_ shell: [String], _ script: String, after section: String) throws -> ProcessResult {
        let home = try TemporaryDirectory(prefix: "vipera-completion")
        defer { home.remove() }
        let environment: [String: String?] = [
            "HOME": home.url.path, "PATH": Locations.productsDirectory.path + ":/usr/bin:/bin",
            "ZDOTDIR": nil, "XDG_CONFIG_HOME": nil, "XDG_DATA_HOME": nil,
        ]
        for block in try blocks(in: section) where block.language == "sh" {
            let install = try ProcessResult.run(URL(fileURLWithPath: "/bin/bash"), ["-euc", block.code], in: home.url, environment: environment)
            try #require(install.status == 0, "\(block.code)\n\(install)")
        }
        return try Oracle.run(shell + [script], in: home.url, environment: environment)
    }

    @Test func bashCompletesCommandsAndOptionValues() throws {
        let complete = """
            source ~/.bashrc
            complete -p vipera
            for line in "vipera l" "vipera lint --color " "vipera lint --reporter s" "vipera rules --profile m"; do
              read -ra COMP_WORDS <<< "$line"; [[ "$line" == *" " ]] && COMP_WORDS+=("")
              COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="$line"; COMP_POINT=${#line}; COMPREPLY=()
              _vipera vipera "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
              echo "$line: ${COMPREPLY[*]}"
            done
            """
        let result = try Self.run(["bash", "-c"], complete, after: "bash")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("-F _vipera vipera\n"), "\(result)")
        #expect(result.stdout.contains("vipera l: lint\n"), "\(result)")
        #expect(result.stdout.contains("vipera lint --color : auto always never\n"), "\(result)")
        #expect(result.stdout.contains("vipera lint --reporter s: sarif summary sonarqube\n"), "\(result)")
        #expect(result.stdout.contains("vipera rules --profile m: moa mvvm\n"), "\(result)")
    }

    @Test func fishCompletesCommandsAndOptionValues() throws {
        guard Self.installed("fish") else { return }
        let result = try Self.run(["fish", "-c"], "complete -C 'vipera l'; complete -C 'vipera lint --color '", after: "fish")
        #expect(result.status == 0, "\(result)")
        let completions = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(completions == ["lint", "auto", "always", "never"], "\(result)")
    }

    /// zsh finds the completion function through the `fpath` the page sets, and the script parses.
    @Test func zshFindsTheCompletionFunction() throws {
        guard Self.installed("zsh") else { return }
        let zshrc = try #require(try Self.blocks(in: "zsh").first { $0.language == "zsh" }?.code)
        let result = try Self.run(
            ["zsh", "-f", "-c"], zshrc + "print -r -- ${_comps[vipera]}\nzsh -n ~/.zsh/completion/_vipera && print parses\n", after: "zsh")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "_vipera\nparses\n", "\(result)")
    }
}
