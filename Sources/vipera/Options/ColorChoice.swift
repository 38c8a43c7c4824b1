import ArgumentParser
import Foundation
import ViperaSupport

/// `--color auto|always|never`: whether a stream gets ANSI colour.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    /// Colour on a terminal, unless `NO_COLOR` is set (to anything but nothing) or `TERM` is `dumb`.
    case auto
    /// Colour even in a pipe or a file, whatever `NO_COLOR` says.
    case always
    /// No colour.
    case never

    /// What the value does, shown beside it in `--help`.
    var defaultValueDescription: String {
        switch self {
        case .auto: "Colour on a terminal, unless NO_COLOR is set or TERM is dumb."
        case .always: "Colour even in a pipe or a file, whatever NO_COLOR says."
        case .never: "No colour."
        }
    }

    /// The style for what is written to `descriptor` (`STDOUT_FILENO`, `STDERR_FILENO`).
    func style(for descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalStyle {
        switch self {
        case .always: .ansi
        case .never: .plain
        case .auto:
            TerminalStyle(isEnabled: isatty(descriptor) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb")
        }
    }
}

/// The `--color` option of the commands that colour what they print.
struct ColorOption: ParsableArguments {
    @Option(help: "Colour diagnostics and trees.")
    var color: ColorChoice = .auto

    /// The style of standard output.
    var output: TerminalStyle { color.style(for: STDOUT_FILENO) }
    /// The style of standard error.
    var errors: TerminalStyle { color.style(for: STDERR_FILENO) }
}
