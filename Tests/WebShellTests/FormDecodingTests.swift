import Testing
import ViperKit

@testable import WebShell

@Suite("Decoding forms and events")
@MainActor
struct FormDecodingTests {
    @Test("form data decodes +, percent escapes and names without values, keeping order")
    func decodesForm() throws {
        let form = try FormData.parse("a=1+2&b=%C3%A9t%C3%A9&&flag&a=3&=ignored")
        #expect(form.pairs.map(\.name) == ["a", "b", "flag", "a"])
        #expect(form["a"] == "3")
        #expect(form["b"] == "été")
        #expect(form["flag"] == "")
        #expect(form.contains("flag"))
        #expect(form["missing"] == nil)
    }

    @Test("invalid percent-encoding is a typed error, never a crash", arguments: ["a=%zz", "a=%", "%4=1", "a=%FF"])
    func invalidPercentEncoding(text: String) {
        #expect(throws: FormError.self) { try FormData.parse(text) }
    }

    @Test("a body that is not UTF-8 is refused")
    func notUTF8() {
        #expect(throws: FormError.notText) { try FormData.parse(body: [0x61, 0x3D, 0xFF]) }
    }

    @Test("_event kinds decode; ids may contain colons")
    func decodesEvents() throws {
        #expect(try PostedEvent("action:save") == .action("save"))
        #expect(try PostedEvent("action:a:b") == .action("a:b"))
        #expect(try PostedEvent("select:items:7") == .select("items:7"))
        #expect(try PostedEvent("alert:ok") == .alert("ok"))
        #expect(try PostedEvent("nav:back") == .back)
    }

    @Test("malformed _event values say what is wrong")
    func malformedEvents() {
        #expect(throws: FormError.missingEvent) { try PostedEvent(nil) }
        #expect(throws: FormError.unknownEventKind("bogus")) { try PostedEvent("bogus") }
        #expect(throws: FormError.unknownEventKind("tap:x")) { try PostedEvent("tap:x") }
        #expect(throws: FormError.incompleteEvent("select:items")) { try PostedEvent("select:items") }
        #expect(throws: FormError.incompleteEvent("select::7")) { try PostedEvent("select::7") }
        #expect(throws: FormError.incompleteEvent("alert:")) { try PostedEvent("alert:") }
    }

    @Test("a selection is matched against the screen's sections, so section ids may hold colons")
    func selectionResolvesAgainstScreen() throws {
        let screen = Screen(
            title: "T",
            sections: [
                ScreenSection(id: "a", rows: [ScreenRow(id: "b:c", title: "x", isSelectable: true)]),
                ScreenSection(id: "a:b", rows: [ScreenRow(id: "c", title: "y", isSelectable: true)]),
                ScreenSection(id: "plain", rows: [ScreenRow(id: "1", title: "z")]),
            ])
        let event = try PostedEvent("select:a:b:c")
        #expect(event.viewEvent(on: screen, form: FormData()) == .select(section: "a", row: "b:c"))
        #expect(try PostedEvent("select:plain:1").viewEvent(on: screen, form: FormData()) == nil)
    }

    @Test("an action carries the form's values but not the shell's own fields; disabled actions are refused")
    func actionCarriesForm() throws {
        let screen = Screen(
            title: "T",
            form: ScreenForm(fields: [ScreenField(id: "name", label: "Name")], submit: ScreenAction(id: "save", title: "Save")),
            actions: [ScreenAction(id: "off", title: "Off", isEnabled: false)]
        )
        let form = try FormData.parse("_csrf=t&_event=action:save&name=Bob")
        #expect(try PostedEvent("action:save").viewEvent(on: screen, form: form) == .action("save", form: ["name": "Bob"]))
        #expect(try PostedEvent("action:off").viewEvent(on: screen, form: form) == nil)
    }

    @Test("a paging query needs a section and a whole offset of at least zero")
    func pagingQuery() throws {
        #expect(try PageRequest(query: FormData.parse("")) == nil)
        let request = try #require(try PageRequest(query: FormData.parse("section=s&offset=20")))
        #expect(request.section == "s")
        #expect(request.offset == 20)
        #expect(throws: FormError.invalidOffset("1.5")) { try PageRequest(query: FormData.parse("section=s&offset=1.5")) }
        #expect(throws: FormError.incompletePaging) { try PageRequest(query: FormData.parse("offset=2")) }
    }
}
