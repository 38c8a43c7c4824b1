import ViperaCore
import ViperaSupport

/// Why a module could not be generated. Every case names the input at fault, and where.
public enum GenerationError: ExitStatusProviding, CustomStringConvertible, Equatable {
    /// The module name cannot become a Swift type name.
    case invalidModuleName(ModuleNameError)
    /// `.vipera.yml`, a `template.yml` or a template folder is malformed or unreadable.
    case configuration(ConfigurationError)
    /// No template has this name; lists the names that exist.
    case templateNotFound(name: String, available: [String])
    /// `--param` was not written `key=value`.
    case malformedParameter(String)
    /// A parameter the template does not declare.
    case unknownParameter(name: String, template: String, declared: [String])
    /// A value the parameter does not accept.
    case invalidParameterValue(name: String, value: String, accepted: String)
    /// A parameter without a default that was not given.
    case missingParameter(name: String, template: String)
    /// A template file failed to render: `location` is `file:line`.
    case render(location: String, message: String)
    /// A rendered path would leave the output folder.
    case unsafePath(path: String, reason: String)
    /// Existing files differ from what would be written, or files would declare types the project
    /// declares already (`declared`: the file, the type and where it is); nothing was written.
    case conflicts([String], declared: [String] = [])
    /// Writing failed; what this run wrote was undone, but for `notUndone` (in plain words).
    case writeFailed(path: String, reason: String, notUndone: [String])
    /// A signal (`SIGINT`, `SIGTERM`, `SIGHUP`) stopped the write; what this run wrote was undone,
    /// but for `notUndone`.
    case interrupted(signal: Int32, notUndone: [String])
    /// A file changed between planning and writing (another vipera run or another program is
    /// writing there); nothing was written.
    case changedMeanwhile(path: String)
    /// Another vipera run kept writing in this folder longer than a run waits; nothing was
    /// written.
    case busy(path: String)
    /// A template folder to create exists already.
    case alreadyExists(path: String)
    /// The Xcode project cannot be found, read or edited.
    case project(path: String, reason: String)
    /// The Swift package has no target to put the module in.
    case package(path: String, reason: String)
    /// An environment variable vipera reads holds a value it cannot use.
    case environment(name: String, reason: String)
    /// A module cannot be made into a template (`vipera templates extract`): `path` is the file
    /// or folder at fault (`file:line` where there is one).
    case notExtractable(path: String, reason: String)
    /// A module of a spec could not be resolved: `location` is where the spec lists it.
    indirect case inSpecModule(location: String, module: String, GenerationError)

    public var exitStatus: ExitStatus {
        switch self {
        case .conflicts, .alreadyExists: .conflicts
        case .writeFailed, .changedMeanwhile, .busy: .writeFailed
        case .interrupted(let signal, _): ExitStatus(interruptedBy: signal)
        case .inSpecModule(_, _, let error): error.exitStatus
        default: .badInput
        }
    }

    /// The message; names and paths from the user or the file system have their control
    /// characters escaped.
    public var description: String {
        switch self {
        case .invalidModuleName(let error):
            return error.description
        case .configuration(let error):
            return error.description
        case .templateNotFound(let name, let available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ").escapingControlCharacters
            let suggestion = Suggestion.closest(to: name, among: available).map { " Did you mean '\($0.escapingControlCharacters)'?" } ?? ""
            return "template '\(name.escapingControlCharacters)' not found.\(suggestion) Templates: \(list) (`vipera templates list` shows where each is)"
        case .malformedParameter(let text):
            return "parameter '\(text.escapingControlCharacters)' must be written key=value"
        case .unknownParameter(let name, let template, let declared):
            let list = declared.isEmpty ? "it declares none" : "it declares: \(declared.joined(separator: ", "))"
            return "template '\(template.escapingControlCharacters)' has no parameter '\(name.escapingControlCharacters)' (\(list))"
        case .invalidParameterValue(let name, let value, let accepted):
            return "parameter '\(name.escapingControlCharacters)' does not accept '\(value.escapingControlCharacters)' (accepted: \(accepted))"
        case .missingParameter(let name, let template):
            return "template '\(template)' needs parameter '\(name)': pass --param \(name)=<value>"
        case .render(let location, let message):
            return "\(location.escapingControlCharacters): \(message.escapingControlCharacters)"
        case .unsafePath(let path, let reason):
            return "refusing to write '\(path.escapingControlCharacters)': \(reason.escapingControlCharacters)"
        case .conflicts(let paths, let declared):
            func list(_ lines: [String]) -> String { lines.map { "\n  \($0.escapingControlCharacters)" }.joined() }
            var text = ""
            if !paths.isEmpty {
                text +=
                    "\(paths.count) existing file(s) differ from what would be generated" + (declared.isEmpty ? "; nothing was written:" : ":") + list(paths)
            }
            if !declared.isEmpty {
                text += (text.isEmpty ? "" : "\n") + "\(declared.count) type(s) to generate are declared already; nothing was written:" + list(declared)
            }
            return text
                + (declared.isEmpty
                    ? "\nUse --force to overwrite them or --skip-existing to keep them and write the rest."
                    : "\nUse --force to write every file anyway or --skip-existing to write only the others.")
        case .writeFailed(let path, let reason, let notUndone):
            return "could not write '\(path.escapingControlCharacters)': \(reason). " + Self.undone(notUndone)
        case .interrupted(let signal, let notUndone):
            return "interrupted by \(ExitStatus.signalName(signal)) while writing. " + Self.undone(notUndone)
        case .changedMeanwhile(let path):
            return "'\(path.escapingControlCharacters)' changed after vipera read it (another vipera run or another program is writing there); "
                + "nothing was written"
        case .busy(let path):
            return "another vipera run has been writing in '\(path.escapingControlCharacters)' for \(FolderLock.patience.components.seconds) seconds; "
                + "nothing was written"
        case .alreadyExists(let path):
            return "'\(path.escapingControlCharacters)' already exists; remove it or choose another name"
        case .project(let path, let reason):
            return "Xcode project \(path): \(reason)"
        case .package(let path, let reason):
            return "Swift package \(path): \(reason)"
        case .environment(let name, let reason):
            return "environment variable \(name) \(reason)".escapingControlCharacters
        case .notExtractable(let path, let reason):
            return "\(path.escapingControlCharacters): cannot extract a template: \(reason)"
        case .inSpecModule(let location, let module, let error):
            return "\(location.escapingControlCharacters): module '\(module.printable(limit: 40))': \(error)"
        }
    }

    /// What the rollback says: all undone, or what it could not undo.
    private static func undone(_ notUndone: [String]) -> String {
        if notUndone.isEmpty { return "Everything this run wrote was removed." }
        return "This run's files were removed, except:\n" + notUndone.map { "  \($0)" }.joined(separator: "\n")
    }
}
