import ViperKit

/// Renders a module's ``Screen`` as a whole HTML page: the tab bar of a tabbed session,
/// navigation bar with Back and toolbar, external link, alert, notice, status, form, sections
/// and the language switch.
enum ScreenRenderer {
    /// The page for `screen` in `context`.
    static func page(_ screen: Screen, context: PageContext) -> PageTemplate {
        let isModal = context.presentation == .modal
        return PageRenderer.document(
            title: screen.title,
            appName: context.appName,
            language: context.language,
            refreshes: context.refreshes,
            bodyClass: isModal ? "modal" : nil,
            extraCSS: RowRenderer.heightRules(for: screen)
        ) { body in
            let isInert = isModal || screen.alert != nil
            TabBarRenderer.render(into: &body, context: context, isInert: isInert)
            if isModal {
                body.element(
                    "div",
                    [
                        HTMLAttribute("class", "sheet"),
                        HTMLAttribute("role", "dialog"),
                        HTMLAttribute("aria-modal", "true"),
                        HTMLAttribute("aria-labelledby", "screen-title"),
                    ]
                ) { content(&$0, screen, context: context) }
            } else {
                content(&body, screen, context: context)
            }
            LanguageSwitchRenderer.render(into: &body, context: context, isInert: isInert)
        }
    }

    /// The navigation bar and the main content.
    private static func content(_ body: inout HTML, _ screen: Screen, context: PageContext) {
        let isModal = context.presentation == .modal
        let hasAlert = screen.alert != nil
        body.element("header", [HTMLAttribute("class", "bar")] + inert(hasAlert)) { header in
            if context.canGoBack, !isModal {
                header.postForm(to: context.path, [HTMLAttribute("class", "inline")]) {
                    $0.element(
                        "button",
                        [
                            HTMLAttribute("type", "submit"),
                            HTMLAttribute("name", PostedEvent.fieldName),
                            HTMLAttribute("value", PostedEvent.encodedBack),
                            HTMLAttribute("class", "button back"),
                        ]
                    ) {
                        $0.raw("<span aria-hidden=\"true\">‹ </span>")
                        $0.text(context.words["shell.back"])
                    }
                }
            }
            header.element("h1", [HTMLAttribute("id", "screen-title")], text: screen.title)
            toolbar(screen.actions, into: &header, context: context)
        }
        body.newline()
        body.element("main") { main in
            if let link = context.externalLink {
                var attributes = [HTMLAttribute("href", link.href), HTMLAttribute("class", "button primary")]
                if let share = link.share {
                    attributes += [HTMLAttribute("data-share-title", share.title), HTMLAttribute("data-share-text", share.text)]
                }
                main.element("div", [HTMLAttribute("class", "external"), HTMLAttribute("role", "status")]) {
                    $0.element("a", attributes, text: link.label(in: context.words))
                }
            }
            if let alert = screen.alert {
                AlertRenderer.render(alert, into: &main, context: context)
            }
            main.element("div", [HTMLAttribute("class", "content")] + inert(hasAlert)) { content in
                if let notice = screen.notice {
                    content.element("p", [HTMLAttribute("class", "notice"), HTMLAttribute("role", "note")], text: notice)
                }
                status(screen.status, into: &content)
                if let form = screen.form {
                    FormRenderer.render(form, into: &content, context: context, autofocus: !hasAlert)
                }
                for (index, section) in screen.sections.enumerated() {
                    SectionRenderer.render(section, index: index, into: &content, context: context)
                }
            }
        }
    }

    private static func inert(_ isInert: Bool) -> [HTMLAttribute] {
        isInert ? [HTMLAttribute(flag: "inert")] : []
    }

    private static func toolbar(_ actions: [ScreenAction], into html: inout HTML, context: PageContext) {
        guard !actions.isEmpty else { return }
        html.element("div", [HTMLAttribute("class", "toolbar")]) { toolbar in
            for action in actions {
                toolbar.postForm(to: context.path, [HTMLAttribute("class", "inline")]) {
                    $0.eventButton(
                        action.title,
                        event: PostedEvent.encode(action: action.id),
                        classes: ActionStyle.classes(for: action.role),
                        isEnabled: action.isEnabled
                    )
                }
            }
        }
    }

    private static func status(_ status: ScreenStatus, into html: inout HTML) {
        switch status {
        case .ready:
            break
        case .loading(let message):
            html.element(
                "p",
                [
                    HTMLAttribute("class", "status loading"),
                    HTMLAttribute("role", "status"),
                    HTMLAttribute("aria-live", "polite"),
                ]
            ) { status in
                status.raw("<span class=\"spinner\" aria-hidden=\"true\"></span>")
                status.text(message)
            }
        case .empty(let message):
            html.element("p", [HTMLAttribute("class", "status empty"), HTMLAttribute("role", "status")], text: message)
        case .failed(let message):
            html.element("p", [HTMLAttribute("class", "status failed"), HTMLAttribute("role", "alert")], text: message)
        }
    }
}
