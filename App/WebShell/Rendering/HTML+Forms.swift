extension HTML {
    /// Appends a POST form to `path` carrying the CSRF token (a hole each response fills), with
    /// `content` inside.
    mutating func postForm(
        to path: String,
        _ attributes: [HTMLAttribute] = [],
        content: (inout HTML) -> Void
    ) {
        element("form", [HTMLAttribute("method", "post"), HTMLAttribute("action", path.safeAppPath)] + attributes) { html in
            html.void(
                "input",
                [
                    HTMLAttribute("type", "hidden"),
                    HTMLAttribute("name", CSRF.fieldName),
                    HTMLAttribute("value", hole: .csrfToken),
                ])
            content(&html)
        }
    }

    /// Appends a submit button sending `_event=<event>`.
    mutating func eventButton(
        _ title: String,
        event: String,
        classes: String,
        isEnabled: Bool = true,
        autofocus: Bool = false
    ) {
        var attributes = [
            HTMLAttribute("type", "submit"),
            HTMLAttribute("name", PostedEvent.fieldName),
            HTMLAttribute("value", event),
            HTMLAttribute("class", classes),
        ]
        if !isEnabled { attributes.append(HTMLAttribute(flag: "disabled")) }
        if autofocus { attributes.append(HTMLAttribute(flag: "autofocus")) }
        element("button", attributes, text: title)
    }
}
