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

    /// Templates in every place generation looks: the project's `./.vipera/templates`, a
    /// Generamba project's `Templates/` beside its `Rambafile`, the user's `~/.vipera/templates`
    /// and a `--templates` folder; then the commands run in `project`.
    static let templates = """
        mkdir -p project/.vipera/templates/team project/Templates/rambler_viper .vipera/templates/mine project/extra/special
        for folder in project/.vipera/templates/team project/Templates/rambler_viper .vipera/templates/mine project/extra/special; do
          echo '// {{ module }}' > "$folder/File.swift"
        done
        echo 'project_name: Shop' > project/Rambafile
        cd project

        """

    /// The names those places hold, in lookup order, then the built-in ones.
    static let templateNames = "team rambler_viper mine bc moa mvvm silver viper"

    @Test func bashCompletesTemplatesRuleIDsAndFormats() throws {
        let complete =
            "source ~/.bashrc\n" + Self.templates + """
                for line in "vipera Login " "vipera Login v" "vipera generate Login " "vipera Login --templates extra " "vipera Login --no-tests " \\
                  "vipera templates show " "vipera templates init copy --from m" "vipera rules reference-" "vipera graph --format " "vipera graph --level " \\
                  "vipera graph --profile s"; do
                  read -ra COMP_WORDS <<< "$line"; [[ "$line" == *" " ]] && COMP_WORDS+=("")
                  COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="$line"; COMP_POINT=${#line}; COMPREPLY=()
                  _vipera vipera "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                  echo "$line: ${COMPREPLY[*]}"
                done
                """
        let result = try Self.run(["bash", "-c"], complete, after: "bash")
        #expect(result.status == 0, "\(result)")
        let names = Self.templateNames
        for expected in [
            "vipera Login : \(names)", "vipera Login v: viper", "vipera generate Login : \(names)",
            "vipera Login --templates extra : special \(names)", "vipera Login --no-tests : \(names)",
            "vipera templates show : \(names)", "vipera templates init copy --from m: mine moa mvvm",
            "vipera rules reference-: reference-cycle", "vipera graph --format : mermaid dot json svg", "vipera graph --level : modules roles",
            "vipera graph --profile s: silver",
        ] {
            #expect(("\n" + result.stdout).contains("\n\(expected)\n"), "\(expected)\n\(result)")
        }
    }

    /// The lines the fish and zsh tests complete, with what each must offer.
    static let expectations: [(line: String, offered: String)] = [
        ("vipera Login ", templateNames), ("vipera generate Login ", templateNames), ("vipera Login --no-tests v", "viper"),
        ("vipera templates show ", templateNames), ("vipera rules reference-", "reference-cycle"),
        ("vipera graph --format ", "mermaid dot json svg"), ("vipera lint --reporter s", "sarif summary sonarqube"),
    ]

    /// What each of `expectations`' lines was offered, from `output` where the line `== <line>`
    /// precedes the completions (one a line, a description after a tab).
    static func offered(in output: String) -> [String: String] {
        var result: [String: String] = [:]
        for part in output.components(separatedBy: "== ").dropFirst() {
            let lines = part.split(separator: "\n", omittingEmptySubsequences: false)
            let words = lines.dropFirst().compactMap { $0.split(separator: "\t").first.map(String.init) }
            result[String(lines[0])] = words.joined(separator: " ")
        }
        return result
    }

    @Test func fishCompletesTemplatesRuleIDsAndFormats() throws {
        guard Self.installed("fish") else { return }
        let script = Self.expectations.map { "echo '== \($0.line)'; complete -C '\($0.line)'" }.joined(separator: "; ")
        let result = try Self.run(["bash", "-c"], Self.templates + "fish -c \"\(script)\"", after: "fish")
        #expect(result.status == 0, "\(result)")
        let offered = Self.offered(in: result.stdout)
        for (line, expected) in Self.expectations { #expect(offered[line] == expected, "\(line)\n\(result)") }
    }

    /// zsh completes only in an interactive shell: one runs on a pseudo-terminal (zpty), TAB is
    /// typed after each line, and a `compadd` that records what it is given writes the matches.
    @Test func zshCompletesTemplatesRuleIDsAndFormats() throws {
        guard Self.installed("zsh") else { return }
        let zshrc = try #require(try Self.blocks(in: "zsh").first { $0.language == "zsh" }?.code)
        let complete = Self.expectations.map { expectation in
            """
            echo '== \(expectation.line)'
            zpty z zsh -f -i
            zpty -w z 'PS1=""; RPS1=""; source ~/zshrc'
            zpty -w z 'compadd() { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd "$@"; return; fi; local -a hits; builtin compadd -A hits "$@"; (( $#hits )) && print -rl -- $hits >> ~/matches; builtin compadd "$@"; }'
            zpty -w z 'finish() { touch ~/done; exit; }; comppostfuncs=(finish)'
            zpty -w z '\(expectation.line)'$'\\t'
            for i in {1..200}; do [[ -e ~/done ]] && break; zpty -r -t z line > /dev/null; sleep 0.1; done
            zpty -d z
            cat ~/matches 2> /dev/null; rm -f ~/matches ~/done

            """
        }.joined()
        let script =
            "cat > ~/zshrc <<'EOF'\n\(zshrc)EOF\ncat > ~/complete.zsh <<'EOF'\nzmodload zsh/zpty\n\(complete)EOF\n" + Self.templates + "zsh -f ~/complete.zsh"
        let result = try Self.run(["bash", "-c"], script, after: "zsh")
        #expect(result.status == 0, "\(result)")
        let offered = Self.offered(in: result.stdout)
        for (line, expected) in Self.expectations { #expect(offered[line] == expected, "\(line)\n\(result)") }
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
