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

    /// The address of the client behind `request`: the peer's, or, when the request carries the
    /// configured `proxySecret` (the web shell vouching for it), the address it forwards in
    /// `X-Forwarded-For` (its last entry: the one that proxy added). A forwarded address without the
    /// secret is ignored, whoever sends it, so a client cannot pick its own address nor aim failed
    /// logins at someone else's.
    func clientAddress(of request: Request, proxySecret: String?) -> String? {
        guard let proxySecret, let offered = Self.header(APIPath.proxySecretHeader, of: request), Self.same(offered, proxySecret) else {
            return peerAddress
        }
        guard
            let forwarded = Self.header(APIPath.forwardedForHeader, of: request),
            let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: CharacterSet.whitespaces),
            !last.isEmpty, last.count <= 64
        else { return peerAddress }
        return last
    }

    private static func header(_ name: String, of request: Request) -> String? {
        let canonical = name.lowercased()
        return request.headers.last(where: { $0.name.canonicalName == canonical })?.value
    }

    /// Whether `a` and `b` are equal, in time that does not depend on where they differ.
    private static func same(_ a: String, _ b: String) -> Bool {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }
}
