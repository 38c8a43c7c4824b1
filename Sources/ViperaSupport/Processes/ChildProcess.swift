import ChildSession
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program started in a session of its own, with pipes for its standard streams.
struct ChildProcess: Sendable {
    /// Its process id, which is also its session's id.
    let pid: pid_t
    /// Its standard input (a file descriptor, closed by `write(input:)`), output and error, from our side.
    let input: Int32
    let output: FileHandle
    let error: FileHandle

    /// Starts `path` with `arguments` (its name first) and `environment` (`NAME=value`) in
    /// `directory`; `nil` when it cannot be started.
    init?(_ path: String, _ arguments: [String], environment: [String], directory: String?) {
        var pid: pid_t = 0
        var (input, output, error): (Int32, Int32, Int32) = (-1, -1, -1)
        let status = Self.withCStrings(arguments) { argv in
            Self.withCStrings(environment) { envp in
                vipera_spawn_in_session(&pid, path, argv, envp, directory, &input, &output, &error)
            }
        }
        guard status == 0 else { return nil }
        self.pid = pid
        self.input = input
        self.output = FileHandle(fileDescriptor: output, closeOnDealloc: true)
        self.error = FileHandle(fileDescriptor: error, closeOnDealloc: true)
    }

    /// Writes `data` to its standard input and closes it; a child that does not read it all is
    /// no error.
    func write(input data: Data) {
        _ = data.withUnsafeBytes { bytes in vipera_write_and_close(input, bytes.baseAddress, bytes.count) }
    }

    /// Waits for it to end: its exit status, or 128 plus the number of the signal that ended it.
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// `strings` as a NULL-terminated array of C strings, for the length of `body`.
    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
