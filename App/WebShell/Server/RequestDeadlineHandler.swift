import NIOCore
import NIOHTTPTypes

/// Closes a connection that does not deliver a whole request within a time limit of opening or
/// of its last answer.
///
/// The idle timeout alone closes only connections that send nothing; one that trickles a byte
/// now and then, or sends half a request and stops, would keep its descriptor for ever. With
/// this handler every connection must finish each request (head and body) in time; a request
/// being answered is not timed, so slow work is never cut off.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?

    /// A handler giving each request `timeout` to arrive in full.
    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            // The whole request is in: answering it takes as long as it takes.
            disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            // Answered: the next request must arrive in time too.
            arm(context)
        }
        context.write(data, promise: promise)
    }

    private func arm(_ context: ChannelHandlerContext) {
        deadline?.cancel()
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: timeout) {
            loopBound.value.close(promise: nil)
        }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}
