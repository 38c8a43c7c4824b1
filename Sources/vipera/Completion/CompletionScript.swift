import ArgumentParser

/// The completion script `vipera --generate-completion-script <shell>` prints: the one
/// swift-argument-parser writes, taught that a word after `vipera` that is no command is the
/// default command's first argument (`vipera Login <TAB>` completes `generate`'s template).
/// The parser's scripts cannot know it: they complete a default command only when it is named.
enum CompletionScript {
    /// The script for `shell`.
    static func text(for shell: CompletionShell) -> String {
        var script = Vipera.completionScript(for: shell)
        // The scripts offer the `help` command the parser adds, too.
        let commands = Vipera.commandNames + ["help"]
        let defaultCommand = GenerateCommand.configuration.commandName ?? "generate"
        let patch: (anchor: String, replacement: String)
        switch shell {
        case .bash: patch = bash(commands: commands, defaultCommand: defaultCommand)
        case .zsh: patch = zsh(commands: commands, defaultCommand: defaultCommand)
        case .fish:
            patch = fish(commands: commands, defaultCommand: defaultCommand)
            script = script.replacingOccurrences(of: fishCursor.anchor, with: fishCursor.replacement)
        default: return script
        }
        guard let range = script.range(of: patch.anchor) else { return script }
        return script.replacingCharacters(in: range, with: patch.replacement)
    }

    /// fish: where the cursor is in the word being completed, for a custom completion (a
    /// template name). The parser's script asks `commandline --tokens-raw -tC` (fish 4) or
    /// `commandline -o -tC`, which fish 3 refuses; the length of the word up to the cursor is
    /// the same number in both.
    private static let fishCursor = (anchor: "(__vipera_tokens -tC)", replacement: #"(string length -- "$(commandline -ct)")"#)

    /// The shell `arguments` (without the program's name) ask a script for, when they do: the
    /// value of `--generate-completion-script`, or the user's shell when it has none.
    static func requestedShell(in arguments: [String]) -> CompletionShell? {
        let flag = "--generate-completion-script"
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix(flag + "=") { return CompletionShell(rawValue: String(argument.dropFirst(flag.count + 1))) }
            guard argument == flag else { continue }
            if arguments.indices.contains(index + 1), !arguments[index + 1].hasPrefix("-") {
                return CompletionShell(rawValue: arguments[index + 1])
            }
            return CompletionShell.autodetected()
        }
        return nil
    }

    /// bash: the root's fallback branch, which offered the commands again, hands a finished
    /// word that is no command to the default command's function.
    private static func bash(commands: [String], defaultCommand: String) -> (anchor: String, replacement: String) {
        let list = commands.joined(separator: " ")
        let anchor = """
                *)
                    # Offer subcommand completions
                    COMPREPLY+=($(compgen -W '\(list)' -- "${cur}"))
                    ;;
            """
        let replacement = """
                *)
                    if [[ -n "${subcommand}" && "${#unparsed_words[@]}" -gt 0 ]]; then
                        # Not a command: the first argument of the default command (vipera Login <TAB>)
                        unparsed_words=("${subcommand}" "${unparsed_words[@]}")
                        "_vipera_\(defaultCommand)"
                    else
                        # Offer subcommand completions
                        COMPREPLY+=($(compgen -W '\(list)' -- "${cur}"))
                    fi
                    ;;
            """
        return (anchor, replacement)
    }

    /// zsh: the root's `arg` state, which completed nothing after a word that is no command,
    /// completes the words as the default command's.
    private static func zsh(commands: [String], defaultCommand: String) -> (anchor: String, replacement: String) {
        let anchor = """
                    \(commands.joined(separator: "|")))
                        "_vipera_${words[1]}" && ret=0
                        ;;

            """
        let replacement =
            anchor + """
                        *)
                            # Not a command: the first argument of the default command (vipera Login <TAB>)
                            words=(\(defaultCommand) "${words[@]}")
                            (( CURRENT++ ))
                            "_vipera_\(defaultCommand)" && ret=0
                            ;;

                """
        return (anchor, replacement)
    }

    /// fish: the root's token parsing reads a first word that is no command as the default
    /// command's first argument.
    private static func fish(commands: [String], defaultCommand: String) -> (anchor: String, replacement: String) {
        let anchor = """
                    switch $unparsed_tokens[1]
                    case '\(defaultCommand)'

            """
        let replacement = """
                    if test (count $unparsed_tokens) -gt 0; and not contains -- $unparsed_tokens[1] \(commands.joined(separator: " "))
                        # Not a command: the first argument of the default command (vipera Login <TAB>)
                        set -p unparsed_tokens \(defaultCommand)
                    end

            """ + anchor
        return (anchor, replacement)
    }
}
