import Foundation

/// The sentences a screen shows for a failed service call: one standard wording every module
/// shares, in the screen's language (Domain's own string table, English and German), which a
/// module overrides only where it has something more precise to say (what was not found, what
/// could not be read on the device), with words from its own table under one key prefix.
///
/// ```swift
/// // Localizable.strings: "items.error.not-found" = "This item no longer exists.";
/// let wording = ServiceErrorWording(locale: strings.language.locale, prefix: "items.error", words: strings.word(for:))
/// let message = wording.message(for: error)
/// ```
public struct ServiceErrorWording: Sendable {
    /// For ``ServiceError/unreachable``: the server could not be reached.
    public var unreachable: String
    /// For ``ServiceError/timeout``: the server was reached but did not answer in time (which a
    /// user can act on differently from having no connection).
    public var timeout: String
    /// For ``ServiceError/unauthorized``: the session expired or was revoked.
    public var sessionExpired: String
    /// For ``ServiceError/invalidCredentials``: outside the login screen, an expired session too.
    public var invalidCredentials: String
    /// For ``ServiceError/notFound``.
    public var notFound: String
    /// For ``ServiceError/invalidRequest(_:)``, given the server's reason.
    public var refused: @Sendable (_ reason: String) -> String
    /// For ``ServiceError/server(status:message:)`` and ``ServiceError/invalidResponse(_:)``.
    public var server: String
    /// For ``ServiceError/busy(retryAfter:)``, given the seconds to wait.
    public var busy: @Sendable (_ seconds: Int) -> String
    /// For ``ServiceError/storage(_:)``: the device's own storage failed.
    public var storage: String
    /// For ``ServiceError/cancelled``.
    public var cancelled: String

    /// A wording with the standard sentence in `locale`'s language (English when Domain's table
    /// has no such language) for every error but those given.
    public init(
        locale: Locale = Locale(identifier: "en_GB"),
        unreachable: String? = nil,
        timeout: String? = nil,
        sessionExpired: String? = nil,
        invalidCredentials: String? = nil,
        notFound: String? = nil,
        refused: (@Sendable (_ reason: String) -> String)? = nil,
        server: String? = nil,
        storage: String? = nil,
        cancelled: String? = nil
    ) {
        let words = StandardWords(locale: locale)
        self.unreachable = unreachable ?? words["error.unreachable"]
        self.timeout = timeout ?? words["error.timeout"]
        let sessionExpired = sessionExpired ?? words["error.session-expired"]
        self.sessionExpired = sessionExpired
        self.invalidCredentials = invalidCredentials ?? sessionExpired
        self.notFound = notFound ?? words["error.not-found"]
        let refusal = words["error.refused"]
        self.refused = refused ?? { String(format: refusal, locale: locale, $0) }
        self.server = server ?? words["error.server"]
        let busy = words["error.busy"]
        self.busy = { String(format: busy, locale: locale, $0) }
        self.storage = storage ?? words["error.storage"]
        self.cancelled = cancelled ?? words["error.cancelled"]
    }

    /// The keys under a module's prefix that ``init(locale:prefix:words:)`` reads, one per
    /// sentence: `<prefix>.not-found` words ``ServiceError/notFound``, and so on.
    public static let keySuffixes = [
        "unreachable", "timeout", "session-expired", "invalid-credentials", "not-found", "refused", "server", "storage", "cancelled",
    ]

    /// A module's wording from its string table: the standard sentence for every error, except
    /// where the table has one of the module's own under `prefix` (see ``keySuffixes``). A
    /// `<prefix>.refused` sentence is said instead of the server's reason. `words` looks a key up
    /// in the table, `nil` when it has none (ViperKit's `StringTable.word(for:)`).
    public init(locale: Locale, prefix: String, words: (String) -> String?) {
        var found: [String: String] = [:]
        for suffix in Self.keySuffixes {
            found[suffix] = words(prefix + "." + suffix)
        }
        var refused: (@Sendable (_ reason: String) -> String)?
        if let refusal = found["refused"] { refused = { _ in refusal } }
        self.init(
            locale: locale,
            unreachable: found["unreachable"],
            timeout: found["timeout"],
            sessionExpired: found["session-expired"],
            invalidCredentials: found["invalid-credentials"],
            notFound: found["not-found"],
            refused: refused,
            server: found["server"],
            storage: found["storage"],
            cancelled: found["cancelled"]
        )
    }

    /// The standard sentences in English.
    public static let standard = ServiceErrorWording()

    /// The sentence for `error`.
    public func message(for error: ServiceError) -> String {
        switch error {
        case .unreachable: unreachable
        case .timeout: timeout
        case .unauthorized: sessionExpired
        case .invalidCredentials: invalidCredentials
        case .notFound: notFound
        case .invalidRequest(let reason): refused(reason)
        case .server, .invalidResponse: server
        case .busy(let seconds): busy(seconds)
        case .storage: storage
        case .cancelled: cancelled
        }
    }
}
