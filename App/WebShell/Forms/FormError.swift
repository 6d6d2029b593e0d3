/// Why a form post or a query string could not be read. Its description is shown on the
/// 400 page, so it says plainly what was wrong.
enum FormError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The body is larger than the shell accepts.
    case tooLarge(limit: Int)
    /// The body could not be read from the connection.
    case unreadable
    /// The body is not `application/x-www-form-urlencoded`.
    case unsupportedContentType(String)
    /// The body is not UTF-8 text.
    case notText
    /// A name or value has a `%` not followed by two hexadecimal digits (or decodes to invalid UTF-8).
    case invalidPercentEncoding(String)
    /// The post has no `_event`.
    case missingEvent
    /// `_event` names a kind the shell does not know.
    case unknownEventKind(String)
    /// `_event` lacks a part its kind needs.
    case incompleteEvent(String)
    /// A paging query has `section` or `offset` without the other.
    case incompletePaging
    /// A paging query's offset is not a whole number of at least zero.
    case invalidOffset(String)

    var description: String {
        switch self {
        case .tooLarge(let limit):
            "The form is too large: at most \(limit / 1024) KiB are accepted."
        case .unreadable:
            "The form could not be read."
        case .unsupportedContentType(let type):
            "Forms must be sent as application/x-www-form-urlencoded, not \(type)."
        case .notText:
            "The form is not UTF-8 text."
        case .invalidPercentEncoding(let text):
            "“\(text)” is not valid percent-encoding."
        case .missingEvent:
            "The form does not say what was pressed (_event is missing)."
        case .unknownEventKind(let event):
            "“\(event)” is not an event the screen understands (expected action:, select:, alert: or nav:back)."
        case .incompleteEvent(let event):
            "The event “\(event)” is incomplete."
        case .incompletePaging:
            "A page of a list needs both a section and an offset."
        case .invalidOffset(let offset):
            "“\(offset)” is not a valid offset: it must be a whole number of at least 0."
        }
    }
}
