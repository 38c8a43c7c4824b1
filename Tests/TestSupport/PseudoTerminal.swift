import Foundation

/// Runs a program with its standard output, standard error or both on a pseudo-terminal
/// (Python's `pty` module), the others on files, to see what a person at a terminal sees.
public enum PseudoTerminal {
    /// Which streams go to the terminal.
    public enum Streams: String, Sendable {
        case output = "out"
        case errors = "err"
        case both
    }

    /// What a run showed.
    public struct Result: Sendable, CustomStringConvertible {
        public let status: Int32
        /// What the terminal showed, its `\r\n` line ends read back as `\n`.
        public let terminal: String
        /// Standard output when it was not on the terminal.
        public let stdout: String
        /// Standard error when it was not on the terminal.
        public let stderr: String

        public var description: String {
            "exit \(status)\n--- terminal\n\(terminal.debugDescription)\n--- stdout\n\(stdout.debugDescription)\n--- stderr\n\(stderr.debugDescription)"
        }
    }

    private static let script = """
        import json, os, pty, subprocess, sys, tempfile
        argv, streams = json.loads(sys.argv[1]), sys.argv[2]
        master, slave = pty.openpty()
        files = {"out": tempfile.TemporaryFile(), "err": tempfile.TemporaryFile()}
        def target(name):
            return slave if streams in (name, "both") else files[name]
        child = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=target("out"), stderr=target("err"))
        os.close(slave)
        chunks = []
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:
                break
            if not data:
                break
            chunks.append(data)
        status = child.wait()
        def text(name):
            files[name].seek(0)
            return files[name].read().decode("utf-8", "replace")
        print(json.dumps({"status": status, "terminal": b"".join(chunks).decode("utf-8", "replace"),
                          "stdout": text("out"), "stderr": text("err")}))
        """

    /// Runs `executable` with `arguments` in `directory`, `environment` added to (or, for `nil`
    /// values, removed from) the current one, with `streams` on a terminal.
    public static func run(
        _ executable: URL, _ arguments: [String], streams: Streams, in directory: URL, environment: [String: String?] = [:]
    ) throws -> Result {
        let argv = String(decoding: try JSONSerialization.data(withJSONObject: [executable.path] + arguments), as: UTF8.self)
        let run = try Oracle.run(["python3", "-c", script, argv, streams.rawValue], in: directory, environment: environment)
        guard run.status == 0, let object = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            let status = object["status"] as? Int, let terminal = object["terminal"] as? String,
            let stdout = object["stdout"] as? String, let stderr = object["stderr"] as? String
        else {
            throw Failure(description: "the pseudo-terminal helper failed:\n\(run)")
        }
        return Result(status: Int32(status), terminal: terminal.replacingOccurrences(of: "\r\n", with: "\n"), stdout: stdout, stderr: stderr)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }
}

extension String {
    /// The text without ANSI colour codes (`ESC [ … m`).
    public var withoutColor: String {
        replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }

    /// Whether the text holds an ANSI escape.
    public var hasEscapes: Bool {
        contains("\u{1B}")
    }
}
