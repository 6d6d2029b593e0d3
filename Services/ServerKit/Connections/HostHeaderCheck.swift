import NIOCore
import NIOHTTPTypesHTTP1

/// Answers 400 and closes the connection for a request that has more than one `Host` header, or
/// none although it speaks HTTP/1.1 (RFC 9112, section 3.2: a server must refuse both; an HTTP/1.0
/// request may leave the header out).
///
/// Hummingbird adds a server's extra channel handlers after the HTTP/1 parts are converted to
/// HTTP types, which keep no HTTP version and fold the first `Host` into the request's authority.
/// So this handler, added among them, puts the check in front of that conversion, where the
/// version and every `Host` line are still there (``HostHeaderValidator``), and takes itself out.
///
/// ```swift
/// .http1(configuration: .init(additionalChannelHandlers: [
///     HostHeaderCheck(contentType: "application/json", body: #"{"error": "invalid_request"}"#),
/// ]))
/// ```
public final class HostHeaderCheck: ChannelInboundHandler, RemovableChannelHandler {
    public typealias InboundIn = NIOAny

    private let contentType: String
    private let body: String

    /// A check answering a refused request with `body` of type `contentType`.
    public init(contentType: String, body: String) {
        self.contentType = contentType
        self.body = body
    }

    public func handlerAdded(context: ChannelHandlerContext) {
        let pipeline = context.pipeline.syncOperations
        let validator = HostHeaderValidator(contentType: contentType, body: body)
        if let codec = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) {
            try? pipeline.addHandler(validator, position: .before(codec))
        }
        pipeline.removeHandler(context: context, promise: nil)
    }
}
