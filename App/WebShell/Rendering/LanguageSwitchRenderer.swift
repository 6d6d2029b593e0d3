import ViperKit

/// Renders the language switch at the foot of every page: one link per language the app speaks,
/// each in its own language, leading to the same screen with `?language=<code>` (the shell then
/// rebuilds the session's screens in that language and comes back here). The current language is
/// marked `aria-current` and is not a link.
enum LanguageSwitchRenderer {
    /// The query name of a language choice.
    static let queryName = "language"

    /// Appends the switch for `context` to `html`, `inert` while a modal or an alert asks for an
    /// answer first.
    static func render(into html: inout HTML, context: PageContext, isInert: Bool) {
        var attributes = [HTMLAttribute("class", "languages"), HTMLAttribute("aria-label", context.words["shell.language"])]
        if isInert { attributes.append(HTMLAttribute(flag: "inert")) }
        html.newline()
        html.element("footer") { footer in
            footer.element("nav", attributes) { nav in
                for language in Language.all {
                    if language == context.language {
                        nav.element(
                            "span", [HTMLAttribute("lang", language.code), HTMLAttribute("aria-current", "true")], text: language.name)
                    } else {
                        let href = context.path.safeAppPath + "?" + queryName + "=" + language.code
                        nav.element(
                            "a",
                            [HTMLAttribute("href", href), HTMLAttribute("lang", language.code), HTMLAttribute("hreflang", language.code)],
                            text: language.name)
                    }
                }
            }
        }
    }
}
