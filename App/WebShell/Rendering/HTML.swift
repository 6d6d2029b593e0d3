/// A small HTML writer: every text and attribute value goes through ``Swift/String/htmlEscaped``,
/// so module text can never become markup.
struct HTML: Sendable {
    /// The markup written so far.
    private(set) var markup = ""

    /// Creates an empty document fragment.
    init() {}

    /// Appends trusted markup written by the shell itself (never module text).
    mutating func raw(_ trusted: String) {
        markup += trusted
    }

    /// Appends escaped text.
    mutating func text(_ text: String) {
        markup += text.htmlEscaped
    }

    /// Appends an element with attributes and content.
    mutating func element(
        _ name: String,
        _ attributes: [HTMLAttribute] = [],
        content: (inout HTML) -> Void = { _ in }
    ) {
        open(name, attributes)
        content(&self)
        markup += "</\(name)>"
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
        markup += "\n"
    }

    private mutating func open(_ name: String, _ attributes: [HTMLAttribute]) {
        markup += "<" + name
        for attribute in attributes {
            markup += " " + attribute.name
            if let value = attribute.value {
                markup += "=\"" + value.htmlEscaped + "\""
            }
        }
        markup += ">"
    }
}
