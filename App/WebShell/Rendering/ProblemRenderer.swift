/// Renders a ``ShellProblem`` as a small page with its message and a link onwards.
enum ProblemRenderer {
    /// The page for `problem`.
    static func page(_ problem: ShellProblem, appName: String, nonce: String) -> String {
        PageRenderer.document(title: problem.title, appName: appName, nonce: nonce) { body in
            body.element("header", [HTMLAttribute("class", "bar")]) {
                $0.element("h1", [HTMLAttribute("id", "screen-title")], text: problem.title)
            }
            body.newline()
            body.element("main", [HTMLAttribute("class", "problem")]) { main in
                main.element("p", [HTMLAttribute("role", "alert")], text: problem.message)
                main.element("p") {
                    $0.element(
                        "a", [HTMLAttribute("href", problem.link.safeAppPath), HTMLAttribute("class", "button primary")], text: problem.linkTitle)
                }
            }
        }
    }
}
