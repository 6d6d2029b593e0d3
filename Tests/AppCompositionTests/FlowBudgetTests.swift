import AppComposition
import DemoAPI
import Testing
import ViperKit

/// The whole app over the real demo API, counting the API requests of the flows that cross modules:
/// a flow that shows a screen again (its tab selected, Back to it) may cost what that screen's
/// module may cost when it appears again, as its budget says.
@Suite("A tab switch and a return to a screen cost no more than that screen's appear budget")
struct FlowBudgetTests {
    private static let tabs = ["/items", "/contacts", "/employees", "/account"]

    @Test("each tab selected again, and Back from an item to the list, costs at most the API calls of the shown screen's appear")
    func tabSwitchesAndReturns() async throws {
        try await AppOverDemoAPI.running("flow-budget") { app, api in
            let browser = AppBrowser(base: app.webURL)
            try await browser.signIn(as: "demo", password: "demo1234")
            for tab in Self.tabs {
                #expect(try await browser.get(tab).status == 200, "\(tab) opens")
            }
            for tab in Self.tabs {
                let budget = try #require(try await ModuleBudgets.calls(of: .appear, at: tab))
                let before = api.requestsAnswered
                #expect(try await browser.get(tab).status == 200)
                let cost = api.requestsAnswered - before
                print("tab \(tab) selected again: \(cost) API calls, budget \(budget): \(api.lastRequests(cost))")
                #expect(cost <= budget, "selecting \(tab) again costs its screen's appear: \(api.lastRequests(cost))")
            }

            #expect(try await browser.get("/items").status == 200)
            #expect(try await browser.post("/items", [("_event", "select:items:3")]).location == "/items/3")
            #expect(try await browser.get("/items/3").status == 200)
            let budget = try #require(try await ModuleBudgets.calls(of: .appear, at: "/items"))
            let before = api.requestsAnswered
            #expect(try await browser.post("/items/3", [("_event", "nav:back")]).location == "/items")
            #expect(try await browser.get("/items").status == 200)
            let cost = api.requestsAnswered - before
            print("Back from an item to the list: \(cost) API calls, budget \(budget): \(api.lastRequests(cost))")
            #expect(cost <= budget, "the list shown again costs its appear: \(api.lastRequests(cost))")
        }
    }
}
