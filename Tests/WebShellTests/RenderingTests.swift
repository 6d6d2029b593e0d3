import Foundation
import HostCore
import NIOCore
import Testing
import ViperKit

@testable import WebShell

@Suite("Rendering screens as HTML")
@MainActor
struct RenderingTests {
    private func render(_ screen: Screen, presentation: Presentation = .push, canGoBack: Bool = false) -> String {
        let template = ScreenRenderer.page(
            screen,
            context: PageContext(
                appName: "App",
                path: "/here",
                presentation: presentation,
                canGoBack: canGoBack,
                tabs: [],
                tabActions: [],
                refreshes: false,
                externalLink: nil,
                words: .shell(.english)
            ))
        return String(buffer: template.filled(nonce: "NONCE", csrfToken: "TOKEN"))
    }

    /// `text` as the page writes it.
    private func escaped(_ text: String) -> String {
        var bytes = ByteBuffer()
        bytes.writeHTMLEscaped(text)
        return String(buffer: bytes)
    }

    @Test("escaping covers & < > \" and '")
    func escaping() {
        #expect(escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(escaped("Größe & Maß <✓>") == "Größe &amp; Maß &lt;✓&gt;", "other characters, however encoded, are kept")
        #expect(escaped("nothing to escape: ünïcödé") == "nothing to escape: ünïcödé")
        #expect(escaped("&<>\"'") == "&amp;&lt;&gt;&quot;&#39;", "references side by side, at both ends")
        #expect(escaped("") == "")
    }

    @Test("in-app paths cannot become links to another site")
    func safePaths() {
        #expect("//evil.example/x".safeAppPath == "/evil.example/x")
        #expect("/a b\"<".safeAppPath == "/a%20b%22%3C")
        #expect("/items/%37".safeAppPath == "/items/%37")
        #expect("/\\evil".safeAppPath == "/%5Cevil")
        #expect("///evil.example".safeAppPath == "/evil.example")
        #expect("items/3".safeAppPath == "/items/3", "a path without its slash gets one")
        #expect("/ünï".safeAppPath == "/%C3%BCn%C3%AF", "a byte beyond ASCII is escaped")
        #expect("/a;b".safeAppPath == "/a%3Bb", "a semicolon is escaped, as Foundation's path characters leave it out")
    }

    @Test("a path that is already safe is itself, the same as through percent-encoding")
    func safePathsUnchanged() {
        let allowed = CharacterSet.urlPathAllowed.union(CharacterSet(charactersIn: "%"))
        for path in ["/items", "/items/3", "/contacts/7/orders/new", "/a-b_c.d~e!$&'()*+,=:@%41", "/"] {
            #expect(path.safeAppPath == path)
            #expect(path.safeAppPath == "/" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").drop { $0 == "/" })
        }
    }

    @Test("a mailto: link with a subject and no recipient is a share: its subject and body are what the share sheet gets")
    func shareLink() throws {
        let shareURL = try #require(URL(string: "mailto:?subject=Item%203&body=Item%203%3A%20Enabled"))
        let share = try #require(ExternalLink(shareURL))
        #expect(share.share?.title == "Item 3")
        #expect(share.share?.text == "Item 3: Enabled")
        #expect(share.label(in: .shell(.english)) == "Share “Item 3”")
        #expect(share.label(in: .shell(.german)) == "„Item 3“ teilen")
        let emailURL = try #require(URL(string: "mailto:a@b.c?subject=Hi"))
        let email = try #require(ExternalLink(emailURL))
        #expect(email.share == nil)
        #expect(email.label(in: .shell(.english)).hasPrefix("Email a@b.c"))
    }

    @Test("only tel:, mailto:, http: and https: links are shown")
    func externalLinkSchemes() throws {
        #expect(ExternalLink(try #require(URL(string: "tel:+1555"))) != nil)
        #expect(ExternalLink(try #require(URL(string: "mailto:a@b.c"))) != nil)
        #expect(ExternalLink(try #require(URL(string: "https://example.com"))) != nil)
        #expect(ExternalLink(try #require(URL(string: "javascript:alert(1)"))) == nil)
        #expect(ExternalLink(try #require(URL(string: "JavaScript:alert(1)"))) == nil)
        #expect(ExternalLink(try #require(URL(string: "data:text/html,hi"))) == nil)
    }

    @Test("a form has labelled controls by kind, required markers, errors tied to fields and autofocus on the first error")
    func form() {
        let html = render(
            Screen(
                title: "Login",
                form: ScreenForm(
                    fields: [
                        ScreenField(id: "user", label: "User", value: "ann", isRequired: true),
                        ScreenField(id: "secret", label: "Password", value: "hunter2", kind: .password, error: "Too short"),
                        ScreenField(id: "age", label: "Age", value: "4x", kind: .number),
                        ScreenField(id: "q", label: "Find", kind: .search),
                        ScreenField(
                            id: "colour", label: "Colour", value: "g", kind: .choice,
                            choices: [
                                FieldChoice(value: "r", label: "Red"), FieldChoice(value: "g", label: "Green"),
                            ]),
                    ],
                    submit: ScreenAction(id: "login", title: "Log in", role: .primary),
                    error: "Wrong username or password"
                )))
        #expect(html.contains("<label for=\"field-0\">User<span class=\"required\" aria-hidden=\"true\"> *</span></label>"))
        #expect(html.contains("<input id=\"field-0\" name=\"user\" aria-required=\"true\" type=\"text\" value=\"ann\">"))
        #expect(html.contains(" novalidate"), "the module validates, so the browser must not block the post with its own messages")
        #expect(!html.contains(" required "))
        #expect(html.contains("name=\"secret\" aria-invalid=\"true\" aria-describedby=\"field-1-error\" autofocus type=\"password\""))
        #expect(!html.contains("hunter2"))
        #expect(html.contains("type=\"text\" inputmode=\"numeric\" value=\"4x\""))
        #expect(html.contains("type=\"search\""))
        #expect(
            html.contains(
                "<select id=\"field-4\" name=\"colour\"><option value=\"r\">Red</option><option value=\"g\" selected>Green</option></select>"))
        #expect(html.contains("<p class=\"form-error\" id=\"form-error\" role=\"alert\">Wrong username or password</p>"))
        #expect(html.contains("value=\"action:login\" class=\"button primary\">Log in</button>"))
        #expect(html.contains("<input type=\"hidden\" name=\"_csrf\" value=\"TOKEN\">"))
    }

    @Test("without errors the first field takes the focus")
    func firstFieldFocus() {
        let html = render(
            Screen(
                title: "F",
                form: ScreenForm(
                    fields: [ScreenField(id: "a", label: "A"), ScreenField(id: "b", label: "B")],
                    submit: ScreenAction(id: "go", title: "Go")
                )))
        #expect(html.contains("name=\"a\" autofocus"))
        #expect(!html.contains("name=\"b\" autofocus"))
    }

    @Test("rows are drawn by kind and tone; unknown kinds as basic; selectable rows are buttons")
    func rows() {
        let html = render(
            Screen(
                title: "R",
                sections: [
                    ScreenSection(
                        id: "s", title: "Header",
                        rows: [
                            ScreenRow(id: "1", kind: .subtitle, title: "On", detail: "since May", tone: .positive, isSelectable: true),
                            ScreenRow(id: "2", title: "Off", tone: .negative),
                            ScreenRow(id: "3", kind: CellKind(rawValue: "employee.workplace"), title: "Custom", tone: .secondary),
                            ScreenRow(id: "4", kind: .message, title: "Nothing more"),
                        ])
                ]))
        #expect(html.contains("<h2 id=\"section-0-title\">Header</h2>"))
        #expect(html.contains("<li class=\"row kind-subtitle tone-positive\"><button type=\"submit\" name=\"_event\" value=\"select:s:1\">"))
        #expect(html.contains("<span class=\"title\">On</span> <span class=\"detail\">since May</span>"))
        #expect(html.contains("<li class=\"row kind-basic tone-negative\"><div class=\"cell\">"))
        #expect(html.contains("<li class=\"row kind-basic tone-secondary\">"))
        #expect(html.contains("<li class=\"row kind-message tone-normal\">"))
        #expect(html.contains("#1a7f37"))
        #expect(html.contains("#cf222e"))
    }

    @Test("toolbar actions are buttons: destructive ones styled red, disabled ones disabled")
    func toolbar() {
        let html = render(
            Screen(
                title: "T",
                actions: [
                    ScreenAction(id: "del", title: "Delete", role: .destructive),
                    ScreenAction(id: "off", title: "Off", isEnabled: false),
                ]))
        #expect(html.contains("value=\"action:del\" class=\"button destructive\">Delete</button>"))
        #expect(html.contains("value=\"action:off\" class=\"button\" disabled>Off</button>"))
    }

    @Test("statuses: loading is a live status, empty a message, failure an alert")
    func statuses() {
        #expect(
            render(Screen(title: "S", status: .loading("Loading…"))).contains(
                "<p class=\"status loading\" role=\"status\" aria-live=\"polite\"><span class=\"spinner\" aria-hidden=\"true\"></span>Loading…</p>"))
        #expect(render(Screen(title: "S", status: .empty("No items"))).contains("<p class=\"status empty\" role=\"status\">No items</p>"))
        #expect(render(Screen(title: "S", status: .failed("Offline"))).contains("<p class=\"status failed\" role=\"alert\">Offline</p>"))
        #expect(render(Screen(title: "S", notice: "Offline copy")).contains("<p class=\"notice\" role=\"note\">Offline copy</p>"))
    }

    @Test("Back shows only on pushed pages; modal pages are dialogs")
    func backAndModal() {
        #expect(render(Screen(title: "P"), canGoBack: true).contains("value=\"nav:back\""))
        #expect(!render(Screen(title: "P"), canGoBack: false).contains("nav:back"))
        let modal = render(Screen(title: "M"), presentation: .modal, canGoBack: true)
        #expect(!modal.contains("nav:back"))
        #expect(modal.contains("<div class=\"sheet\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"screen-title\"><header"))
    }

    @Test("a paged section says which rows are shown")
    func windowSummary() {
        #expect(SectionRenderer.summary(of: RowWindow(offset: 20, pageSize: 10, total: 25), words: .shell(.english)) == "Showing 21–25 of 25")
        #expect(SectionRenderer.summary(of: RowWindow(offset: 1_000, pageSize: 10, total: 1_234), words: .shell(.german)) == "1.001–1.010 von 1.234")
        #expect(
            SectionRenderer.summary(of: RowWindow(offset: 0, pageSize: 10, total: 0), words: .shell(.english)) == nil, "an empty list says so itself")
    }
}
