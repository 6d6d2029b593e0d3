import Foundation
import Testing
import ViperKit

@Suite("Screen images")
struct ScreenImageTests {
    @Test(
        "only a data:image URL counts as a picture a shell may show",
        arguments: [
            ("data:image/svg+xml;base64,PHN2Zy8+", true),
            ("DATA:image/png;base64,AAAA", true),
            ("data:text/html;base64,PHNjcmlwdD4=", false),
            ("https://example.com/a.png", false),
            ("/api/employees/1/photo", false),
        ])
    func dataURL(source: String, isPicture: Bool) {
        let image = ScreenImage(url: URL(string: source), initials: "AM", label: "Photo of Alice Martin")
        #expect(image.url != nil)
        #expect((image.dataURL != nil) == isPicture)
    }

    @Test("without a URL there is no picture, only the initials and the label")
    func initialsOnly() {
        let image = ScreenImage(url: nil, initials: "DO", label: "Initials of Daniel Okafor")
        #expect(image.dataURL == nil)
        #expect(image.initials == "DO")
    }

    @Test("a row has no image unless given one")
    func rowDefault() {
        #expect(ScreenRow(id: "1", title: "x").image == nil)
    }
}
