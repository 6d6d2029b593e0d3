import NIOCore
import Testing
import ViperKit

@testable import WebShell

@Suite("Rendering row heights")
@MainActor
struct RowHeightRenderingTests {
    private func render(_ row: ScreenRow) -> String {
        var html = HTML()
        RowRenderer.render(row, section: "contacts", words: .shell(.english), into: &html)
        return String(buffer: html.bytes)
    }

    @Test("an automatic row has no height class; a filling row is height-fill; a fixed one height-<points>")
    func classes() {
        #expect(render(ScreenRow(id: "0", title: "Ann")).contains(#"class="row kind-basic tone-normal""#))
        #expect(
            render(ScreenRow(id: "none", kind: .message, title: "No contacts found", height: .fill))
                .contains(#"class="row kind-message tone-normal height-fill""#))
        #expect(render(ScreenRow(id: "1", title: "Tall", height: .fixed(64))).contains(#"class="row kind-basic tone-normal height-64""#))
    }

    @Test("each fixed height the screen uses gets one CSS rule, since the page's policy allows no style attribute")
    func fixedRules() {
        let screen = Screen(
            title: "Rows",
            sections: [
                ScreenSection(
                    id: "a",
                    rows: [
                        ScreenRow(id: "1", title: "One", height: .fixed(64)), ScreenRow(id: "2", title: "Two", height: .fixed(44)),
                        ScreenRow(id: "3", title: "Three", height: .fixed(64)), ScreenRow(id: "4", title: "Four", height: .fill),
                    ])
            ])
        #expect(RowRenderer.heightRules(for: screen) == ".height-44{height:44px;overflow:hidden}.height-64{height:64px;overflow:hidden}")
        #expect(RowRenderer.heightRules(for: Screen(title: "None")) == "")
    }

    @Test("the stylesheet makes a filling row take the rest of the page's height")
    func fillRule() {
        #expect(Stylesheet.css.contains("body:has(.height-fill){display:flex;flex-direction:column;min-height:100vh}"))
        #expect(Stylesheet.css.contains(".height-fill{flex:1 0 auto;display:flex}"))
    }
}
