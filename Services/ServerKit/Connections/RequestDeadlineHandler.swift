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
///
/// A request moves the deadline, not a timer: the connection keeps one scheduled check, which
/// closes it if the deadline has passed and otherwise looks again at the deadline. A busy
/// keep-alive connection thus schedules a check about once per head timeout, not two timers per
/// request (scheduling and cancelling them was a fortieth of a page load's CPU).
///
/// ```swift
/// .http1(configuration: .init(additionalChannelHandlers: [
///     RequestDeadlineHandler(headTimeout: .seconds(5), timeout: .seconds(30)),
/// ]))
/// ```
public final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPRequestPart
    public typealias InboundOut = HTTPRequestPart
    public typealias OutboundIn = HTTPResponsePart
    public typealias OutboundOut = HTTPResponsePart

    private let headTimeout: TimeAmount
    private let timeout: TimeAmount
    /// When the connection is closed unless its request moves on; `nil` while a request is answered.
    private var deadline: NIODeadline?
    /// The scheduled check, and when it runs.
    private var check: (task: Scheduled<Void>, time: NIODeadline)?

    /// A handler giving each request `headTimeout` for its head, then `timeout` for its body.
    public init(headTimeout: TimeAmount, timeout: TimeAmount) {
        self.headTimeout = min(headTimeout, timeout)
        self.timeout = timeout
    }

    public func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context, headTimeout) }
    }

    public func handlerRemoved(context: ChannelHandlerContext) {
        stop()
    }

    public func channelActive(context: ChannelHandlerContext) {
        arm(context, headTimeout)
        context.fireChannelActive()
    }

    public func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            arm(context, timeout)
        case .body:
            break
        case .end:
            // The whole request is in: answering it takes as long as it takes.
            deadline = nil
        }
        context.fireChannelRead(data)
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            // Answered: the next request's head must arrive in time too.
            arm(context, headTimeout)
        }
        context.write(data, promise: promise)
    }

    /// Sets the deadline `timeout` from now. A check already due by then stays as it is; one due
    /// later (or none) is replaced by a check at the deadline.
    private func arm(_ context: ChannelHandlerContext, _ timeout: TimeAmount) {
        let deadline = NIODeadline.now() + timeout
        self.deadline = deadline
        if let check {
            if check.time <= deadline { return }
            check.task.cancel()
        }
        schedule(context, at: deadline)
    }

    private func schedule(_ context: ChannelHandlerContext, at time: NIODeadline) {
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        let task = context.eventLoop.scheduleTask(deadline: time) {
            let (handler, context) = bound.value
            handler.checkDeadline(context)
        }
        check = (task, time)
    }

    /// Closes the connection if its deadline has passed; otherwise checks again at the deadline.
    /// No deadline (a request being answered) means no check until the answer is written.
    private func checkDeadline(_ context: ChannelHandlerContext) {
        check = nil
        guard let deadline else { return }
        if deadline <= .now() {
            context.close(promise: nil)
        } else {
            schedule(context, at: deadline)
        }
    }

    private func stop() {
        deadline = nil
        check?.task.cancel()
        check = nil
    }
}
