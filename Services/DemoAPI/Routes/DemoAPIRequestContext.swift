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
    /// The user whose bearer token the request carries, once ``BearerAuthMiddleware`` has found
    /// it; `nil` before, and on routes it does not guard.
    var userID: Int64?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }

    /// The client behind `request`: the peer's address, or, when the request carries the configured
    /// `proxySecret` (the web shell vouching for it), the address it forwards in `X-Forwarded-For`
    /// (its last entry: the one that proxy added) and the browser's device id it forwards in
    /// `X-Viper-Device`. Forwarded values without the secret are ignored, whoever sends them, so a
    /// client can neither pick its own address nor aim failed logins at someone else's, nor claim a
    /// device.
    func loginClient(of request: Request, proxySecret: String?) -> LoginClient {
        guard let proxySecret, let offered = Self.header(APIPath.proxySecretHeader, of: request), Self.same(offered, proxySecret) else {
            return LoginClient(address: peerAddress)
        }
        let forwarded = Self.header(APIPath.forwardedForHeader, of: request)
            .flatMap { $0.split(separator: ",").last?.trimmingCharacters(in: CharacterSet.whitespaces) }
        let device = Self.header(APIPath.deviceHeader, of: request)
        return LoginClient(address: Self.bounded(forwarded) ?? peerAddress, device: Self.bounded(device))
    }

    /// `value` when it is not empty and at most 64 characters long.
    private static func bounded(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.count <= 64 else { return nil }
        return value
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
