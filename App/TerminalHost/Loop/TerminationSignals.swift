import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The write end of the pipe the signal handler writes to; -1 while no handler is installed.
/// Global, so the C handler reaches it without a context; written only while no handler is set.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// SIGTERM, SIGHUP and SIGINT turned into a call the terminal host can act on: a real handler (not
/// "ignore") writes one byte to a pipe, and a thread of its own reads the pipe and calls
/// `onSignal`. Whichever thread the kernel hands the signal to runs the handler, so no signal is
/// lost: with the signals ignored and read through Dispatch's signal source, one that the kernel
/// gave to a thread not blocking it was dropped, and the app kept running.
///
/// ```swift
/// let signals = TerminationSignals.install { continuation.yield(.stop) }
/// defer { signals.uninstall() }
/// ```
struct TerminationSignals: Sendable {
    /// The signals handled.
    static let numbers: [Int32] = [SIGTERM, SIGHUP, SIGINT]

    /// Installs the handler and starts the thread that calls `onSignal` once per signal.
    static func install(onSignal: @escaping @Sendable () -> Void) -> TerminationSignals {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        signalPipeWriteEnd = writeEnd
        for number in numbers {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
            #else
            action.__sigaction_u.__sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        let reader = Thread {
            var byte: UInt8 = 0
            // Ends at the end of the pipe (uninstall closes its write end), then closes its read end.
            while read(readEnd, &byte, 1) == 1 {
                onSignal()
            }
            close(readEnd)
        }
        reader.name = "terminal-signals"
        reader.start()
        return TerminationSignals()
    }

    /// Gives SIGTERM and SIGINT their default actions back (a second one ends the process while the
    /// app stops) and ignores SIGHUP from now on: after a hang-up the kernel may send it again while
    /// the app ends in order (its logouts going out), and a terminal that hung up has nothing left
    /// to end. Stops the reading thread.
    func uninstall() {
        for number in Self.numbers {
            signal(number, number == SIGHUP ? SIG_IGN : SIG_DFL)
        }
        let writeEnd = signalPipeWriteEnd
        signalPipeWriteEnd = -1
        close(writeEnd)
    }
}
