import NIOCore
import ViperKit

/// The gallery's one page: every feature with every declared state, each drawn by the real page
/// renderer in a frame at phone width, in one language or several side by side. No script, a
/// stylesheet under the preview pages' nonce, and a plain document structure (a heading per
/// feature, a figure with a caption per state, a titled frame per drawing) for keyboards and
/// screen readers.
@_spi(Previews)
public enum GalleryIndex {
    /// The index of `features`' states, titled `title`; `switchLink` is the link to the same
    /// gallery in the other layout (one language, or side by side). `notes` are sentences shown
    /// under a feature's heading, by feature (which flag serves it, where an Interface has two
    /// implementations). `budgets` are the features' budgets (what each event may cost), shown
    /// beside their states.
    public static func html(
        title: String,
        features: [(name: String, states: [GalleryState])],
        notes: [String: String] = [:],
        budgets: [String: ModuleBudget] = [:],
        switchLink: (text: String, href: String)?
    ) -> String {
        var html = HTML(capacity: 64 * 1_024)
        html.raw("<!DOCTYPE html>\n")
        html.element("html", [HTMLAttribute("lang", "en")]) { page in
            page.element("head") { head in
                head.void("meta", [HTMLAttribute("charset", "utf-8")])
                head.void("meta", [HTMLAttribute("name", "viewport"), HTMLAttribute("content", "width=device-width, initial-scale=1")])
                head.element("title", text: title)
                head.element("style", [HTMLAttribute("nonce", ScreenPage.nonce)]) { $0.raw(css) }
            }
            page.newline()
            page.element("body") { body in
                body.element("header") { header in
                    header.element("h1", text: title)
                    header.element("p", text: "\(features.reduce(0) { $0 + $1.states.count }) states of \(features.count) features.")
                    if let switchLink {
                        header.element("p") { $0.element("a", [HTMLAttribute("href", switchLink.href)], text: switchLink.text) }
                    }
                }
                body.element("nav", [HTMLAttribute("aria-label", "Features")]) { nav in
                    nav.element("ul") { list in
                        for feature in features {
                            list.element("li") { $0.element("a", [HTMLAttribute("href", "#" + feature.name)], text: feature.name) }
                        }
                    }
                }
                body.element("main") { main in
                    for feature in features {
                        section(feature.name, feature.states, note: notes[feature.name], budget: budgets[feature.name], into: &main)
                    }
                }
            }
        }
        html.newline()
        return String(buffer: html.template.filled(nonce: ScreenPage.nonce, csrfToken: ""))
    }

    /// A feature's budget, folded: one row per event with the screens it may draw and the
    /// service calls it may make.
    private static func budget(_ budget: ModuleBudget, of name: String, into html: inout HTML) {
        html.element("details", [HTMLAttribute("class", "budget")]) { details in
            details.element("summary", text: "Budget: what each of its \(budget.events.count) events may cost")
            details.element("table") { table in
                table.element("caption", text: "\(name)'s budget, held by its tests")
                table.element("tr") { row in
                    for heading in ["Event", "Screens drawn", "Service calls"] { row.element("th", [HTMLAttribute("scope", "col")], text: heading) }
                }
                for (event, cost) in budget.events.sorted(by: { $0.key < $1.key }) {
                    table.element("tr") { row in
                        row.element("th", [HTMLAttribute("scope", "row")], text: event.description)
                        row.element("td", text: "\(cost.screens)")
                        let calls = cost.calls.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }
                        row.element("td", text: calls.isEmpty ? "none" : calls.joined(separator: ", "))
                    }
                }
            }
        }
    }

    /// One feature: its heading and its note, its budget, then a figure per state.
    private static func section(_ name: String, _ states: [GalleryState], note: String?, budget: ModuleBudget?, into html: inout HTML) {
        html.element("section", [HTMLAttribute("id", name), HTMLAttribute("aria-labelledby", name + "-title")]) { section in
            section.element("h2", [HTMLAttribute("id", name + "-title")], text: name)
            if let note { section.element("p", [HTMLAttribute("class", "note")], text: note) }
            if let budget { self.budget(budget, of: name, into: &section) }
            section.element("div", [HTMLAttribute("class", "states")]) { row in
                for state in states {
                    row.element("figure") { figure in
                        figure.element("figcaption", text: state.name)
                        figure.element("div", [HTMLAttribute("class", "drawings")]) { drawings in
                            for page in state.pages {
                                drawings.element(
                                    "iframe",
                                    [
                                        HTMLAttribute("src", page.path),
                                        HTMLAttribute("title", "\(name): \(state.name) (\(page.language.code))"),
                                        HTMLAttribute("loading", "lazy"),
                                    ],
                                    text: "")
                            }
                        }
                        figure.element("p") { links in
                            for (index, page) in state.pages.enumerated() {
                                if index > 0 { links.text(" · ") }
                                links.element("a", [HTMLAttribute("href", page.path)], text: "Open \(page.language.code)")
                            }
                            if let live = state.live {
                                links.text(" · ")
                                links.element("a", [HTMLAttribute("href", live)], text: "Live")
                            }
                        }
                    }
                }
            }
        }
    }

    private static let css = """
        body{font:15px/1.4 system-ui,sans-serif;margin:0;padding:0 1.5rem 2rem;color:#1d1d1f;background:#f5f5f7}\
        header h1{margin:1rem 0 .25rem}nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}\
        section{margin-top:2rem}.states{display:flex;flex-wrap:wrap;gap:1.5rem}figure{margin:0}\
        figcaption{font-weight:600;margin-bottom:.4rem}.note{margin:.25rem 0 .75rem;color:#3a3a3c}.drawings{display:flex;gap:.75rem}\
        iframe{width:390px;height:720px;border:1px solid #c7c7cc;border-radius:12px;background:#fff}\
        a{color:#0a58ca}a:focus-visible,iframe:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}\
        .budget{margin:.25rem 0 1rem}.budget table{border-collapse:collapse;margin-top:.5rem}\
        .budget caption{text-align:left;color:#3a3a3c}.budget th,.budget td{text-align:left;padding:.15rem .75rem .15rem 0}
        """
}
