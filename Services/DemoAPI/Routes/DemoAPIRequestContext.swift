import Domain
import Foundation
import Hummingbird
import NIOCore

/// The demo API's request context: Hummingbird's basic one plus the address of the connection's
/// other end, so login attempts can be counted per client address.
struct DemoAPIRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The IP address of the peer, if known.
    let peerAddress: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }

    /// The address of the client behind `request`: the peer's, or, when the peer is a proxy on
    /// this machine (a loopback address, as the web shell is), the address it forwards in
    /// `X-Forwarded-For` (its last entry: the one that proxy added). A forwarded address from
    /// any other peer is ignored, so a client cannot pick its own address.
    func clientAddress(of request: Request) -> String? {
        guard let peer = peerAddress, Self.isLoopback(peer) else { return peerAddress }
        let name = APIPath.forwardedForHeader.lowercased()
        guard
            let forwarded = request.headers.last(where: { $0.name.canonicalName == name })?.value,
            let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: CharacterSet.whitespaces),
            !last.isEmpty, last.count <= 64
        else { return peer }
        return last
    }

    /// Whether `address` is a loopback address (127.0.0.0/8 or ::1).
    static func isLoopback(_ address: String) -> Bool {
        address.hasPrefix("127.") || address == "::1" || address.hasPrefix("::ffff:127.")
    }
}
