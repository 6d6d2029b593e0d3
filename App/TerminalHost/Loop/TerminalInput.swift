import Foundation

/// What wakes the terminal host's run loop: bytes typed, a screen that changed, the frame clock,
/// or a request to stop.
enum TerminalInput: Sendable {
    /// Bytes read from the terminal: one key, a key's escape sequence, or a paste.
    case bytes([UInt8])
    /// A screen on view changed (a module's work ended): draw it now.
    case changed
    /// The frame clock ticked: time to look whether anything else changed (a module came on top
    /// through work that ended, a resized terminal) and to finish a lone Esc.
    case tick
    /// Input ended or failed (the terminal hung up), or SIGTERM, SIGHUP or SIGINT arrived: quit as
    /// `q` does.
    case stop

    /// The inputs of `device`: its bytes, read on a thread of their own (a read blocks until a
    /// key comes); a tick every `frame`; and `.stop` at the end of input or on a terminating
    /// signal, whose default action is turned off so the host can restore the terminal and end
    /// the session itself. Ends when the consumer stops iterating. The continuation is the run
    /// loop's too, to say that a screen changed.
    static func stream(from device: TerminalDevice, frame: Duration) -> (AsyncStream<TerminalInput>, AsyncStream<TerminalInput>.Continuation) {
        let (stream, continuation) = AsyncStream<TerminalInput>.makeStream(bufferingPolicy: .unbounded)
        let reader = Thread {
            while let bytes = device.read() {
                if case .terminated = continuation.yield(.bytes(bytes)) { return }
            }
            continuation.yield(.stop)
        }
        reader.name = "terminal-input"
        reader.start()
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: frame)
                if case .terminated = continuation.yield(.tick) { return }
            }
        }
        let signals = TerminationSignals.install { continuation.yield(.stop) }
        continuation.onTermination = { _ in
            ticker.cancel()
            signals.uninstall()
        }
        return (stream, continuation)
    }
}
