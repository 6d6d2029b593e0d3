import NIOCore

/// A drawn page with holes where each response's own values go: the CSP nonce (new for every
/// response) and the session's CSRF token. A screen that has not changed is drawn once; every
/// later response of it costs a copy of these bytes with the values spliced in at known offsets.
///
/// ```swift
/// let template = ScreenRenderer.page(screen, context: context)
/// let body = template.filled(nonce: SessionToken.make(), csrfToken: session.csrfToken)
/// ```
struct PageTemplate: Sendable, Equatable {
    /// A per-response value a page holds.
    enum Value: Sendable, Equatable {
        /// The CSP nonce of the inline stylesheet and script.
        case nonce
        /// The session's CSRF token, in every form.
        case csrfToken
    }

    /// Where a value goes: its byte offset in ``bytes`` (the value is inserted there).
    struct Hole: Sendable, Equatable {
        /// The byte offset.
        let offset: Int
        /// Which value.
        let value: Value
    }

    /// The page's bytes without the values.
    let bytes: ByteBuffer
    /// The holes, by increasing offset.
    let holes: [Hole]

    /// The page with `nonce` and `csrfToken` in their holes. Both are tokens the shell made
    /// (``SessionToken``: URL-safe base64), so they are written unescaped.
    func filled(nonce: String, csrfToken: String) -> ByteBuffer {
        let extra = holes.count * max(nonce.utf8.count, csrfToken.utf8.count)
        var page = ByteBufferAllocator().buffer(capacity: bytes.readableBytes + extra)
        bytes.withUnsafeReadableBytes { source in
            var start = 0
            for hole in holes {
                page.writeBytes(UnsafeRawBufferPointer(rebasing: source[start ..< hole.offset]))
                switch hole.value {
                case .nonce: page.writeString(nonce)
                case .csrfToken: page.writeString(csrfToken)
                }
                start = hole.offset
            }
            page.writeBytes(UnsafeRawBufferPointer(rebasing: source[start...]))
        }
        return page
    }
}
