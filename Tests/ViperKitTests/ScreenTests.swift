import Testing
import ViperKit

@MainActor
@Suite("A screen and its view")
struct ScreenTests {
    @Test("a view's update changes its screen and counts a revision")
    func update() {
        let view = ModuleView(screen: Screen(title: "Before"))
        view.update {
            $0.title = "After"
            $0.status = .loading("Loading…")
        }
        #expect(view.screen.title == "After")
        #expect(view.screen.status.isLoading)
        #expect(view.revision == 1)
    }

    @Test("a row window knows its neighbours and its indices")
    func rowWindow() {
        let first = RowWindow(offset: 0, pageSize: 50, total: 120)
        #expect(first.previousOffset == nil)
        #expect(first.nextOffset == 50)
        #expect(first.indices == 0 ..< 50)
        let last = RowWindow(offset: 100, pageSize: 50, total: 120)
        #expect(last.previousOffset == 50)
        #expect(last.nextOffset == nil)
        #expect(last.indices == 100 ..< 120)
    }

    @Test("sections and form fields are found by id")
    func lookups() {
        let screen = Screen(
            title: "Form",
            sections: [ScreenSection(id: "a"), ScreenSection(id: "b", title: "B")],
            form: ScreenForm(fields: [ScreenField(id: "name", label: "Name")], submit: ScreenAction(id: "save", title: "Save"))
        )
        #expect(screen.section("b")?.title == "B")
        #expect(screen.section("c") == nil)
        #expect(screen.form?.field("name")?.label == "Name")
    }
}
