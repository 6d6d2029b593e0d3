/// The end user an API call is made for, as the proxy that makes it (the web shell) knows them.
///
/// ``APIClient`` sends both with each call, next to the proxy secret the API believes them with:
/// the demo API counts failed logins per address and exempts the devices an account logged in
/// from before.
public struct EndUser: Sendable, Equatable {
    /// The user's IP address, sent as `X-Forwarded-For`.
    public var address: String?
    /// The user's browser's device id, sent as `X-Viper-Device`.
    public var device: String?

    /// An end user at `address` on `device`.
    public init(address: String? = nil, device: String? = nil) {
        self.address = address
        self.device = device
    }
}
