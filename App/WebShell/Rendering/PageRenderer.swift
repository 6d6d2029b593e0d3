import Foundation
import ViperKit

/// Writes the HTML5 document around a page's body, in the page's language: head, title, inline stylesheet, the
/// progressive-enhancement script and the self-refresh for pages of modules still working. The
/// stylesheet's and script's nonce is a hole each response fills (``PageTemplate``).
enum PageRenderer {
    /// The whole document.
    static func document(
        title: String,
        appName: String,
        language: Language,
        refreshes: Bool = false,
        bodyClass: String? = nil,
        extraCSS: String = "",
        body: (inout HTML) -> Void
    ) -> PageTemplate {
        var html = HTML(capacity: 32 * 1_024)
        html.raw("<!DOCTYPE html>\n")
        html.element("html", [HTMLAttribute("lang", language.code)]) { html in
            html.element("head") { head in
                head.void("meta", [HTMLAttribute("charset", "utf-8")])
                head.void(
                    "meta",
                    [
                        HTMLAttribute("name", "viewport"),
                        HTMLAttribute("content", "width=device-width, initial-scale=1"),
                    ])
                if refreshes {
                    head.void("meta", [HTMLAttribute("http-equiv", "refresh"), HTMLAttribute("content", "1")])
                }
                head.newline()
                head.element("title", text: pageTitle(title, appName: appName))
                head.newline()
                head.element("style", [HTMLAttribute("nonce", hole: .nonce)]) { style in
                    style.raw(Stylesheet.css)
                    style.raw(extraCSS)
                }
                head.newline()
                head.element("script", [HTMLAttribute("nonce", hole: .nonce)]) { $0.raw(EnhancementScript.source) }
            }
            html.newline()
            html.element("body", bodyClass.map { [HTMLAttribute("class", $0)] } ?? []) { body(&$0) }
        }
        html.newline()
        return html.template
    }

    /// "Title – App", or just the app's name when the screen has no title.
    static func pageTitle(_ title: String, appName: String) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? appName : "\(trimmed) – \(appName)"
    }
}
