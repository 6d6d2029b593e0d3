import NIOCore
import NIOHTTPTypes

/// Closes a new connection at once when its client address already holds its share of the
/// shell's connections (see ``ConnectionShare``), and gives the connection's place back when it
/// closes.
final class ConnectionShareHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let share: ConnectionShare
    /// The address counted for this connection, until it is released.
    private var counted: String?

    /// A handler counting its connection in `share`.
    init(share: ConnectionShare) {
        self.share = share
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        release()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        release()
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard counted == nil, let address = context.channel.remoteAddress?.ipAddress else { return }
        if share.admit(address) {
            counted = address
        } else {
            context.close(promise: nil)
        }
    }

    private func release() {
        guard let address = counted else { return }
        counted = nil
        share.release(address)
    }
}
