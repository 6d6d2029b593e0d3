import NIOCore

/// A small HTML writer that writes UTF-8 straight into one pre-sized byte buffer, the one the
/// response is sent from. Every text and attribute value is escaped on its bytes as it is written
/// (``NIOCore/ByteBuffer/writeHTMLEscaped(_:)``), so module text can never become markup.
///
/// The per-response values, the CSP nonce and the CSRF token, are not written: the writer leaves a
/// hole for each (``hole(_:)``), so the page becomes a ``PageTemplate`` that any response can fill.
///
/// ```swift
/// var html = HTML()
/// html.element("p", [HTMLAttribute("class", "notice")], text: "Tom & Jerry")
/// let page = html.template.filled(nonce: nonce, csrfToken: token)   // <p class="notice">Tom &amp; Jerry</p>
/// ```
struct HTML: Sendable {
    /// The markup written so far, with a hole at each of ``holes``.
    private(set) var bytes: ByteBuffer
    /// Where the per-response values go, in the order written.
    private(set) var holes: [PageTemplate.Hole] = []

    /// Creates an empty document fragment with room for `capacity` bytes (it grows past them).
    init(capacity: Int = 1_024) {
        bytes = ByteBufferAllocator().buffer(capacity: capacity)
    }

    /// The markup and its holes as a template.
    var template: PageTemplate {
        PageTemplate(bytes: bytes, holes: holes)
    }

    /// Appends trusted markup written by the shell itself (never module text).
    mutating func raw(_ trusted: String) {
        bytes.writeString(trusted)
    }

    /// Appends escaped text.
    mutating func text(_ text: String) {
        bytes.writeHTMLEscaped(text)
    }

    /// Leaves a hole for `value`, filled by each response (``PageTemplate/filled(nonce:csrfToken:)``).
    mutating func hole(_ value: PageTemplate.Value) {
        holes.append(PageTemplate.Hole(offset: bytes.writerIndex, value: value))
    }

    /// Appends an element with attributes and content.
    mutating func element(
        _ name: String,
        _ attributes: [HTMLAttribute] = [],
        content: (inout HTML) -> Void = { _ in }
    ) {
        open(name, attributes)
        content(&self)
        bytes.writeStaticString("</")
        bytes.writeString(name)
        bytes.writeStaticString(">")
    }

    /// Appends an element holding only escaped text.
    mutating func element(_ name: String, _ attributes: [HTMLAttribute] = [], text: String) {
        element(name, attributes) { $0.text(text) }
    }

    /// Appends a void element such as `<input>` or `<meta>`.
    mutating func void(_ name: String, _ attributes: [HTMLAttribute]) {
        open(name, attributes)
    }

    /// Appends a line break in the markup, to keep the source readable.
    mutating func newline() {
        bytes.writeStaticString("\n")
    }

    private mutating func open(_ name: String, _ attributes: [HTMLAttribute]) {
        bytes.writeStaticString("<")
        bytes.writeString(name)
        for attribute in attributes {
            bytes.writeStaticString(" ")
            bytes.writeString(attribute.name)
            switch attribute.value {
            case .text(let value):
                bytes.writeStaticString("=\"")
                bytes.writeHTMLEscaped(value)
                bytes.writeStaticString("\"")
            case .hole(let value):
                bytes.writeStaticString("=\"")
                hole(value)
                bytes.writeStaticString("\"")
            case .none:
                break
            }
        }
        bytes.writeStaticString(">")
    }
}
