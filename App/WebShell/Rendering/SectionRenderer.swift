import ViperKit

/// Renders a ``ScreenSection``: its header, its rows by cell kind and, for a paged section, which
/// rows of how many are shown with links to the previous and next pages.
enum SectionRenderer {
    /// Appends `section` (the screen's `index`th) to `html`.
    static func render(_ section: ScreenSection, index: Int, into html: inout HTML, context: PageContext) {
        let titleID = "section-\(index)-title"
        var attributes = [HTMLAttribute("class", "section")]
        if section.title != nil {
            attributes.append(HTMLAttribute("aria-labelledby", titleID))
        }
        html.element("section", attributes) { content in
            if let title = section.title {
                content.element("h2", [HTMLAttribute("id", titleID)], text: title)
            }
            if let window = section.window, let summary = summary(of: window, words: context.words) {
                content.element("p", [HTMLAttribute("class", "window")], text: summary)
            }
            if !section.rows.isEmpty {
                if section.rows.contains(where: \.isSelectable) {
                    content.postForm(to: context.path, ) { rows(section, words: context.words, into: &$0) }
                } else {
                    rows(section, words: context.words, into: &content)
                }
            }
            if let window = section.window, window.previousOffset != nil || window.nextOffset != nil {
                pager(window, section: section, into: &content, context: context)
            }
        }
    }

    /// "Showing 11–20 of 95" in `words`' language; nothing for an empty list, whose screen says
    /// it is empty.
    static func summary(of window: RowWindow, words: StringTable) -> String? {
        guard window.total > 0 else { return nil }
        let shown = window.indices
        guard !shown.isEmpty else { return words.format("shell.pager.showing-none", window.total) }
        return words.format("shell.pager.showing", shown.lowerBound + 1, shown.upperBound, window.total)
    }

    private static func rows(_ section: ScreenSection, words: StringTable, into html: inout HTML) {
        html.element("ul", [HTMLAttribute("class", "rows")]) { list in
            for row in section.rows {
                RowRenderer.render(row, section: section.id, words: words, into: &list)
            }
        }
    }

    private static func pager(_ window: RowWindow, section: ScreenSection, into html: inout HTML, context: PageContext) {
        let label = context.words.format("shell.pager.label", section.title ?? context.words["shell.pager.the-list"])
        html.element("nav", [HTMLAttribute("class", "pager"), HTMLAttribute("aria-label", label)]) { nav in
            if let previous = window.previousOffset {
                nav.element(
                    "a",
                    [
                        HTMLAttribute("href", href(context.path, section: section.id, offset: previous)),
                        HTMLAttribute("rel", "prev"),
                        HTMLAttribute("class", "button"),
                    ], text: context.words["shell.pager.previous"])
            }
            if let next = window.nextOffset {
                nav.element(
                    "a",
                    [
                        HTMLAttribute("href", href(context.path, section: section.id, offset: next)),
                        HTMLAttribute("rel", "next"),
                        HTMLAttribute("class", "button"),
                    ], text: context.words["shell.pager.next"])
            }
        }
    }

    private static func href(_ path: String, section: String, offset: Int) -> String {
        path.safeAppPath + "?" + PageRequest.query(section: section, offset: offset)
    }
}
