import NIOCore
import NIOHTTP1

/// The check ``HostHeaderCheck`` puts in front of the HTTP types conversion: it passes on every
/// request with one `Host` header (or an HTTP/1.0 one with none), and answers any other with 400,
/// `Connection: close`, dropping the rest of that request and closing the connection.
final class HostHeaderValidator: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let contentType: String
    private let body: String
    /// Whether a request was refused: what follows it on the connection is dropped.
    private var refused = false

    init(contentType: String, body: String) {
        self.contentType = contentType
        self.body = body
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        if case .head(let head) = unwrapInboundIn(data), !Self.hasValidHost(head) {
            refused = true
            refuse(context, version: head.version)
            return
        }
        context.fireChannelRead(data)
    }

    /// Whether `head` carries exactly one `Host` header, or none in HTTP/1.0.
    static func hasValidHost(_ head: HTTPRequestHead) -> Bool {
        switch head.headers["Host"].count {
        case 1: true
        case 0: head.version.major < 1 || (head.version.major == 1 && head.version.minor == 0)
        default: false
        }
    }

    private func refuse(_ context: ChannelHandlerContext, version: HTTPVersion) {
        var buffer = context.channel.allocator.buffer(capacity: body.utf8.count)
        buffer.writeString(body)
        let headers = HTTPHeaders([
            ("Content-Type", contentType), ("Content-Length", String(buffer.readableBytes)), ("Connection", "close"),
        ])
        let answerVersion = version.major == 1 ? version : .http1_1
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: answerVersion, status: .badRequest, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
