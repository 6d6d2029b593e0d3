/// How long a bearer token opens its session: it ends after ``idle`` without use, or ``absolute``
/// after it was made, whichever comes first. Using a token renews its idle lifetime (at most once
/// a minute, so reading does not write on every request).
///
/// ```swift
/// let tokens = TokenStore(database: database, lifetimes: TokenLifetimes(idle: .seconds(3600), absolute: .seconds(86_400)))
/// ```
public struct TokenLifetimes: Sendable, Equatable {
    /// How long a token lives without being used.
    public var idle: Duration
    /// How long a token lives however much it is used; then its user logs in again.
    public var absolute: Duration

    /// Lifetimes; the defaults are an hour idle and a day in all.
    public init(idle: Duration = .seconds(60 * 60), absolute: Duration = .seconds(24 * 60 * 60)) {
        self.idle = max(.milliseconds(1), idle)
        self.absolute = max(self.idle, absolute)
    }

    /// How often a token in use has its idle lifetime renewed: a minute, or the idle lifetime's
    /// tenth when that is shorter.
    var renewal: Duration {
        min(.seconds(60), idle / 10)
    }
}
