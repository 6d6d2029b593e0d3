import NIOCore
import NIOHTTPTypes

/// Counts its connection in the ``ConnectionShare`` when it opens (which may close an idle one to
/// make room); tells the share when the connection is answering a request (from a
/// request's head to its answer's end) and when it is idle; and gives the place back when the
/// connection closes.
public final class ConnectionShareHandler: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPRequestPart
    public typealias InboundOut = HTTPRequestPart
    public typealias OutboundIn = HTTPResponsePart
    public typealias OutboundOut = HTTPResponsePart

    private let share: ConnectionShare
    /// This connection's address and id in the share, until it is released.
    private var counted: (address: String, id: Int)?

    /// A handler counting its connection in `share`.
    public init(share: ConnectionShare) {
        self.share = share
    }

    public func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    public func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data), let counted {
            share.setIdle(false, id: counted.id, address: counted.address)
        }
        context.fireChannelRead(data)
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), let counted {
            share.setIdle(true, id: counted.id, address: counted.address)
        }
        context.write(data, promise: promise)
    }

    public func channelInactive(context: ChannelHandlerContext) {
        release()
        context.fireChannelInactive()
    }

    public func handlerRemoved(context: ChannelHandlerContext) {
        release()
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard counted == nil, let address = context.channel.remoteAddress?.ipAddress else { return }
        let channel = context.channel
        counted = (address, share.admit(address, close: { channel.close(promise: nil) }))
    }

    private func release() {
        guard let (address, id) = counted else { return }
        counted = nil
        share.release(id: id, address: address)
    }
}
