import Foundation
import NIOCore
import Testing
import ViperKit

@testable import WebShell

@Suite("Rendering row images")
@MainActor
struct RowImageRenderingTests {
    private func render(_ row: ScreenRow) -> String {
        var html = HTML()
        RowRenderer.render(row, section: "people", words: .shell(.english), into: &html)
        return String(buffer: html.bytes)
    }

    @Test("a data:image picture is an <img> with its accessible text, before the row's text")
    func picture() throws {
        let url = try #require(URL(string: "data:image/svg+xml;base64,PHN2Zy8+"))
        let page = render(
            ScreenRow(
                id: "0", title: "Alice Martin", detail: "iOS developer",
                image: ScreenImage(
                    url: url, initials: "AM", label: "Photo of Alice Martin"
                )))
        #expect(page.contains("class=\"row kind-basic tone-normal has-image\""))
        #expect(page.contains(#"<img class="picture" src="data:image/svg+xml;base64,PHN2Zy8+" alt="Photo of Alice Martin" width="48" height="48">"#))
        #expect(page.contains(#"<span class="text"><span class="title">Alice Martin</span> <span class="detail">iOS developer</span></span>"#))
        #expect(!page.contains("AM<"))
    }

    @Test("without a picture the initials are drawn as an image a screen reader names")
    func initials() {
        let page = render(
            ScreenRow(id: "0", title: "Daniel Okafor", image: ScreenImage(url: nil, initials: "DO", label: "Initials of Daniel Okafor")))
        #expect(page.contains(#"<span class="picture initials" role="img" aria-label="Initials of Daniel Okafor">DO</span>"#))
        #expect(!page.contains("<img"))
    }

    @Test(
        "a picture that is not a data:image URL is never loaded: the initials are drawn instead",
        arguments: [
            "https://example.com/a.png", "data:text/html;base64,PHNjcmlwdD4=", "javascript:alert(1)", "/api/employees/1/photo",
        ])
    func onlyDataImages(source: String) throws {
        let url = try #require(URL(string: source))
        let page = render(ScreenRow(id: "0", title: "X", image: ScreenImage(url: url, initials: "X", label: "Photo of X")))
        #expect(!page.contains("<img"))
        #expect(!page.contains(source))
        #expect(page.contains(">X</span>"))
    }

    @Test("a row without an image is drawn as before")
    func noImage() {
        let page = render(ScreenRow(id: "0", title: "Plain"))
        #expect(page.contains(#"class="row kind-basic tone-normal""#))
        #expect(!page.contains("picture"))
        #expect(!page.contains(#"class="text""#))
    }

    @Test("the page's content security policy lets data: images in and nothing else from elsewhere")
    func contentSecurityPolicy() {
        let response = ShellResponder.response(for: .page(PageTemplate(bytes: ByteBuffer(), holes: []), csrfToken: ""))
        let policy = response.headers[.contentSecurityPolicy] ?? ""
        #expect(policy.contains("img-src data:;"))
        #expect(policy.contains("default-src 'none'"))
        #expect(!policy.contains("img-src *"))
    }
}
