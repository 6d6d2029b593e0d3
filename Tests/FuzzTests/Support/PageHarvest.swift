import Foundation

/// What a page of the web shell offers to post: its CSRF token, the events of its buttons, the
/// names of its fields, the values of its choices and its links inside the app.
struct PageHarvest: Sendable {
    /// The `_csrf` value of the page's forms.
    var csrfToken: String?
    /// The `_event` values of its buttons.
    var events: [String] = []
    /// The names of its fields (not `_csrf` nor `_event`).
    var fieldNames: [String] = []
    /// The `value`s of its choices' options.
    var choiceValues: [String] = []
    /// The `href`s of its links inside the app.
    var links: [String] = []

    /// Reads `html`.
    init(html: String) {
        csrfToken = Self.attributeValues(after: #"name="_csrf" value=""#, in: html).first
        events = Self.attributeValues(after: #"name="_event" value=""#, in: html)
        fieldNames = Self.attributeValues(after: #" name=""#, in: html).filter {
            !["_csrf", "_event", "viewport"].contains($0)
        }
        choiceValues = Self.attributeValues(after: #"<option value=""#, in: html).filter { !$0.isEmpty }
        links = Self.attributeValues(after: #"href=""#, in: html).filter { $0.hasPrefix("/") }
    }

    /// An empty harvest (no page read yet).
    init() {}

    /// The unescaped text up to the next `"` after every occurrence of `prefix`.
    private static func attributeValues(after prefix: String, in html: String) -> [String] {
        var values: [String] = []
        var rest = Substring(html)
        while let range = rest.range(of: prefix) {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            values.append(unescaped(rest[..<end]))
            rest = rest[end...]
        }
        return values
    }

    /// `text` with the character references the shell writes turned back into characters.
    private static func unescaped(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        return
            text
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
