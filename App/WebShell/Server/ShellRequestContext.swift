import Hummingbird
import NIOCore

/// The shell's request context: Hummingbird's basic one plus the address of the connection's
/// other end, so the shell knows which browser a request comes from.
struct ShellRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The IP address of the peer (the browser, or a proxy in front of the shell), if known.
    let remoteAddress: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress?.ipAddress
    }
}
