/// One span read from OTLP JSON lines, with what the waterfall prints of it.
public struct TraceSpan: Sendable, Equatable {
    /// The trace it belongs to (32 hex digits).
    public let traceID: String
    /// Its id (16 hex digits).
    public let spanID: String
    /// Its parent's id, if it has one.
    public let parentSpanID: String?
    /// Its name (`ItemsList.presenter.select`).
    public let name: String
    /// When it started and ended, in nanoseconds since 1970.
    public let start: UInt64
    /// When it ended, in nanoseconds since 1970.
    public let end: UInt64
    /// Its string attributes (`viper.module`, `viper.role`, `viper.team`…).
    public let attributes: [String: String]
    /// The service that wrote it (its resource's `service.name`).
    public let service: String
}
