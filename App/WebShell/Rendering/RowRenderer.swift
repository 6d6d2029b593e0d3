import HostCore
import ViperKit

/// Renders a ``ScreenRow`` by its cell kind (kinds it does not know are drawn as `.basic`): a
/// selectable row is a submit button, a row with a safe external link is a link, any other row
/// is plain text. The tone and the height become CSS classes. A row's image is drawn before its text: a
/// `data:image/…` picture (never one fetched from elsewhere), or else its initials.
enum RowRenderer {
    /// The cell kinds drawn specially; any other is drawn as `.basic`.
    static let knownKinds: Set<CellKind> = [.basic, .subtitle, .button, .placeholder, .error, .message]

    /// Appends `row` of section `section` to `html` as a list item.
    static func render(_ row: ScreenRow, section: String, words: StringTable, into html: inout HTML) {
        let kind = knownKinds.contains(row.kind) ? row.kind : .basic
        let imageClass = row.image == nil ? "" : " has-image"
        let heightClass = heightClass(row.height).map { " " + $0 } ?? ""
        var attributes = [HTMLAttribute("class", "row kind-\(kind.rawValue) tone-\(row.tone.rawValue)\(imageClass)\(heightClass)")]
        if kind == .placeholder {
            attributes.append(HTMLAttribute("aria-busy", "true"))
        }
        let link = row.link.flatMap(ExternalLink.init)
        html.element("li", attributes) { item in
            if row.isSelectable {
                item.element(
                    "button",
                    [
                        HTMLAttribute("type", "submit"),
                        HTMLAttribute("name", PostedEvent.fieldName),
                        HTMLAttribute("value", PostedEvent.encode(section: section, row: row.id)),
                    ]
                ) { cell(&$0, row) }
                if let link {
                    item.element("a", [HTMLAttribute("href", link.href), HTMLAttribute("class", "cell")], text: link.label(in: words))
                }
            } else if let link {
                item.element("a", [HTMLAttribute("href", link.href)]) { cell(&$0, row) }
            } else {
                item.element("div", [HTMLAttribute("class", "cell")]) { cell(&$0, row) }
            }
        }
    }

    /// The CSS class of a row's height: none when automatic, `height-fill`, or `height-<points>`
    /// (whose rule ``heightRules(for:)`` writes).
    static func heightClass(_ height: RowHeight) -> String? {
        switch height {
        case .automatic: nil
        case .fill: "height-fill"
        case .fixed(let points): "height-\(max(0, points))"
        }
    }

    /// The CSS rules of the fixed heights `screen`'s rows use, one per height (the page's
    /// Content-Security-Policy allows no `style` attribute, so each height is a class).
    static func heightRules(for screen: Screen) -> String {
        var heights = Set<Int>()
        for section in screen.sections {
            for row in section.rows {
                if case .fixed(let points) = row.height { heights.insert(max(0, points)) }
            }
        }
        return heights.sorted().map { ".height-\($0){height:\($0)px;overflow:hidden}" }.joined()
    }

    private static func cell(_ html: inout HTML, _ row: ScreenRow) {
        guard let image = row.image else {
            text(&html, row)
            return
        }
        picture(&html, image)
        html.element("span", [HTMLAttribute("class", "text")]) { text(&$0, row) }
    }

    /// The picture, or the initials in a circle when there is no `data:image/…` picture.
    private static func picture(_ html: inout HTML, _ image: ScreenImage) {
        if let url = image.dataURL {
            html.void(
                "img",
                [
                    HTMLAttribute("class", "picture"),
                    HTMLAttribute("src", url.absoluteString),
                    HTMLAttribute("alt", image.label),
                    HTMLAttribute("width", "48"),
                    HTMLAttribute("height", "48"),
                ])
        } else {
            html.element(
                "span",
                [
                    HTMLAttribute("class", "picture initials"),
                    HTMLAttribute("role", "img"),
                    HTMLAttribute("aria-label", image.label),
                ], text: image.initials)
        }
    }

    private static func text(_ html: inout HTML, _ row: ScreenRow) {
        html.element("span", [HTMLAttribute("class", "title")], text: row.title)
        if let detail = row.detail {
            html.raw(" ")
            html.element("span", [HTMLAttribute("class", "detail")], text: detail)
        }
    }
}
