import ViperKit

/// Renders a ``ShellProblem`` as a small page with its message and a link onwards.
enum ProblemRenderer {
    /// The page for `problem`, in `words`' language.
    static func page(_ problem: ShellProblem, appName: String, words: StringTable) -> PageTemplate {
        let title = words[problem.title]
        return PageRenderer.document(title: title, appName: appName, language: words.language) { body in
            body.element("header", [HTMLAttribute("class", "bar")]) {
                $0.element("h1", [HTMLAttribute("id", "screen-title")], text: title)
            }
            body.newline()
            body.element("main", [HTMLAttribute("class", "problem")]) { main in
                main.element("p", [HTMLAttribute("role", "alert")], text: problem.message(in: words))
                main.element("p") {
                    $0.element(
                        "a", [HTMLAttribute("href", problem.link.safeAppPath), HTMLAttribute("class", "button primary")],
                        text: words[problem.linkTitle])
                }
            }
        }
    }
}
