import Dispatch
import ViperaCore
import ViperaSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGINT, SIGTERM and SIGHUP so a run that is writing can undo its writes first.
enum SignalTrap {
    /// The installed sources; kept alive for the whole run.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Routes the stop signals to `handle`, which answers whether the run deals with the signal
    /// itself (it is writing: it will roll back and exit with the signal's status). When it does
    /// not, nothing has been written and the program ends at once with that status.
    static func install(_ handle: @escaping @Sendable (Int32) -> Bool) {
        for stopSignal in ExitStatus.stopSignals {
            signal(stopSignal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: stopSignal, queue: .global())
            source.setEventHandler {
                // The tools a run started (`swift package`, `git`) stop with it.
                ToolRunner.stopAll()
                guard !handle(stopSignal) else { return }
                printError("vipera: interrupted by \(ExitStatus.signalName(stopSignal)); nothing was written.")
                exit(ExitStatus(interruptedBy: stopSignal).rawValue)
            }
            source.resume()
            sources.append(source)
        }
    }
}
