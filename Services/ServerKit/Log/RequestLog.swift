import Hummingbird
import Logging

/// The access log both servers write: one `info` line per request with its method, path, status
/// and duration; a Hummingbird context's logger adds the request id (`hb.request.id`).
///
/// ```swift
/// let started = ContinuousClock.now
/// let response = …
/// RequestLog.log(request, status: 200, since: started, to: context.logger)
/// ```
public enum RequestLog {
    /// Logs `request`, answered with `status`, which started at `started`.
    public static func log(_ request: Request, status: Int, since started: ContinuousClock.Instant, to logger: Logger) {
        let elapsed = started.duration(to: .now)
        let milliseconds = Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        logger.info(
            "\(request.method.rawValue) \(request.uri.path) \(status)",
            metadata: [
                "status": "\(status)",
                "duration_ms": "\((milliseconds * 100).rounded() / 100)",
            ]
        )
    }
}
