import ViperKit

/// Renders a ``ScreenForm``: a labelled control per field, each field's error next to it, the
/// form's error above, and the submit button. Passwords are never echoed back.
enum FormRenderer {
    /// Appends `form` to `html`; with `autofocus`, the first field in error (or the first field)
    /// takes the focus.
    static func render(_ form: ScreenForm, into html: inout HTML, context: PageContext, autofocus: Bool) {
        let focused = autofocus ? (form.fields.firstIndex { $0.error != nil } ?? (form.fields.isEmpty ? nil : 0)) : nil
        // The module validates (its messages sit next to each field), so the browser must not
        // stop the post with its own; `aria-required` still tells assistive technology.
        var formAttributes = [HTMLAttribute("class", "form"), HTMLAttribute(flag: "novalidate")]
        if form.error != nil {
            formAttributes.append(HTMLAttribute("aria-describedby", "form-error"))
        }
        html.postForm(to: context.path, formAttributes) { content in
            if let error = form.error {
                content.element(
                    "p",
                    [
                        HTMLAttribute("class", "form-error"),
                        HTMLAttribute("id", "form-error"),
                        HTMLAttribute("role", "alert"),
                    ], text: error)
            }
            for (index, field) in form.fields.enumerated() {
                self.field(field, index: index, autofocus: index == focused, words: context.words, into: &content)
            }
            content.element("div") {
                $0.eventButton(
                    form.submit.title,
                    event: PostedEvent.encode(action: form.submit.id),
                    classes: ActionStyle.classes(for: form.submit.role == .normal ? .primary : form.submit.role),
                    isEnabled: form.submit.isEnabled
                )
            }
        }
    }

    private static func field(_ field: ScreenField, index: Int, autofocus: Bool, words: StringTable, into html: inout HTML) {
        let id = "field-\(index)"
        let errorID = "\(id)-error"
        html.element("div", [HTMLAttribute("class", "field")]) { container in
            container.element("label", [HTMLAttribute("for", id)]) { label in
                label.text(field.label)
                if field.isRequired {
                    label.raw("<span class=\"required\" aria-hidden=\"true\"> *</span>")
                }
            }
            var attributes = [HTMLAttribute("id", id), HTMLAttribute("name", field.id)]
            if field.isRequired {
                attributes.append(HTMLAttribute("aria-required", "true"))
            }
            if field.error != nil {
                attributes += [HTMLAttribute("aria-invalid", "true"), HTMLAttribute("aria-describedby", errorID)]
            }
            if autofocus {
                attributes.append(HTMLAttribute(flag: "autofocus"))
            }
            switch field.kind {
            case .choice:
                container.element("select", attributes) { select in
                    if !field.choices.contains(where: { $0.value == field.value }) {
                        select.element("option", [HTMLAttribute("value", ""), HTMLAttribute(flag: "selected")], text: words["shell.form.choose"])
                    }
                    for choice in field.choices {
                        var option = [HTMLAttribute("value", choice.value)]
                        if choice.value == field.value { option.append(HTMLAttribute(flag: "selected")) }
                        select.element("option", option, text: choice.label)
                    }
                }
            case .password:
                container.void(
                    "input",
                    attributes + [
                        HTMLAttribute("type", "password"),
                        HTMLAttribute("autocomplete", "current-password"),
                    ])
            case .number:
                container.void(
                    "input",
                    attributes + [
                        HTMLAttribute("type", "text"),
                        HTMLAttribute("inputmode", "numeric"),
                        HTMLAttribute("value", field.value),
                    ])
            case .search:
                container.void("input", attributes + [HTMLAttribute("type", "search"), HTMLAttribute("value", field.value)])
            case .text:
                container.void("input", attributes + [HTMLAttribute("type", "text"), HTMLAttribute("value", field.value)])
            }
            if let error = field.error {
                container.element(
                    "p",
                    [
                        HTMLAttribute("class", "field-error"),
                        HTMLAttribute("id", errorID),
                        HTMLAttribute("role", "alert"),
                    ], text: error)
            }
        }
    }
}
