import NIOCore
import NIOHTTPTypes

/// Closes a connection that does not deliver a request's head within a few seconds of opening or
/// of its last answer, or the rest of the request within a longer limit of its head.
///
/// The idle timeout alone closes only connections that send nothing; one that trickles a byte
/// now and then, or sends half a request and stops, would keep its descriptor for ever. With
/// this handler every connection must send each request's head quickly (so half-sent heads and
/// idle keep-alive connections give their place back within seconds) and its body in time; a
/// request being answered is not timed, so slow work is never cut off.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let headTimeout: TimeAmount
    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?

    /// A handler giving each request `headTimeout` for its head, then `timeout` for its body.
    init(headTimeout: TimeAmount, timeout: TimeAmount) {
        self.headTimeout = min(headTimeout, timeout)
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context, headTimeout) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context, headTimeout)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            arm(context, timeout)
        case .body:
            break
        case .end:
            // The whole request is in: answering it takes as long as it takes.
            disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            // Answered: the next request's head must arrive in time too.
            arm(context, headTimeout)
        }
        context.write(data, promise: promise)
    }

    private func arm(_ context: ChannelHandlerContext, _ timeout: TimeAmount) {
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
