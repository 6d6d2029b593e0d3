import Dispatch
import Foundation

/// Waits for Ctrl-C (SIGINT) or SIGTERM, so the app can stop its servers cleanly.
enum ShutdownSignal {
    static func wait() async {
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumed = ResumeOnce(continuation)
            let sources = [SIGINT, SIGTERM].map { number in
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { resumed.resume() }
                source.resume()
                return source
            }
            resumed.keep(sources)
        }
    }
}
