import Logging

/// swift-log's `StreamLogHandler` writing to standard error, with the metadata kept as it is set
/// and written out only when a message is logged.
///
/// `StreamLogHandler` writes its metadata out as text every time it changes. Hummingbird gives
/// every request's logger its request id, so at the default level, where nothing is logged, each
/// request of both servers still wrote its metadata out once (2.5% of a page's samples). Here a
/// change is a dictionary write, and a message logs with the metadata of the moment.
///
/// ```swift
/// var logger = Logger(label: "viper.webshell", factory: DeferredMetadataLogHandler.init(label:))
/// logger[metadataKey: "hb.request.id"] = "42"   // no text written
/// logger.warning("slow")                        // "… warning viper.webshell: hb.request.id=42 [App] slow"
/// ```
struct DeferredMetadataLogHandler: LogHandler {
    private var stream: StreamLogHandler
    /// The handler's metadata, handed to the stream handler when a message is logged.
    var metadata: Logger.Metadata = [:]

    /// A handler of the logger named `label`, writing to standard error.
    init(label: String) {
        stream = StreamLogHandler.standardError(label: label)
    }

    var logLevel: Logger.Level {
        get { stream.logLevel }
        set { stream.logLevel = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { stream.metadataProvider }
        set { stream.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var stream = self.stream
        if !metadata.isEmpty { stream.metadata = metadata }
        stream.log(event: event)
    }
}
