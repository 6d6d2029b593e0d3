import AppComposition
import DemoAPI
import Foundation
import Testing
import ViperKitTesting

/// The whole app over the real demo API, counting the API calls a language switch makes: the
/// flow's budget is the budget of the screen on view, its module's load (the screen is built again
/// in the new language), whatever the session holds below it and in the other tabs.
@Suite("A language switch costs the API calls of the screen on view's load budget, however deep the session")
struct LanguageSwitchCostTests {
    @Test(
        "a switch to German costs the screen on view: on every tab's stack opened deep, none of the other tabs' seven screens; on one stack 24 deep, none of the 23 below"
    )
    func switchCostsTheScreensOnView() async throws {
        try await AppOverDemoAPI.running("switch-cost", measure)
    }

    private func measure(app: AppServer, api: DemoAPIServer) async throws {
        // The item detail on view: what its load may cost is what a switch may cost.
        let budget = try #require(try await ModuleBudgets.calls(of: .load, at: "/items/3"))
        let deep = try await loggedIn(app)
        let opening = api.requestsAnswered
        // Every tab's stack, two or three screens deep, then back on the Items tab's detail.
        for path in ["/items", "/items/3", "/contacts", "/contacts/1", "/contacts/1/orders/new", "/orders", "/employees", "/account", "/items/3"] {
            #expect(try await deep.get(path).status == 200, "\(path)")
        }
        let openingCalls = api.requestsAnswered - opening
        let before = api.requestsAnswered
        #expect(try await deep.get("/items/3?language=de").location == "/items/3")
        let page = try await deep.get("/items/3")
        let switchCalls = api.requestsAnswered - before
        #expect(page.body.contains(#"<html lang="de""#))

        print("language switch on a deep session: \(switchCalls) API calls, budget \(budget) (opening its 9 screens took \(openingCalls))")
        #expect(
            switchCalls <= budget,
            "the item detail's load budget: the screens below and the other tabs are built when shown: \(api.lastRequests(switchCalls))")

        // One stack 24 screens deep: every item opened over the last.
        let tall = try await loggedIn(app)
        for id in 1 ... 24 {
            #expect(try await tall.get("/items/\(id)").status == 200)
        }
        let beforeTall = api.requestsAnswered
        #expect(try await tall.get("/items/24?language=de").location == "/items/24")
        #expect(try await tall.get("/items/24").body.contains(#"<html lang="de""#))
        let tallCalls = api.requestsAnswered - beforeTall
        print("language switch on a stack 24 screens deep: \(tallCalls) API calls, budget \(budget)")
        #expect(tallCalls <= budget, "the screen on view only; the 23 below are built when Back leads to them: \(api.lastRequests(tallCalls))")
        let back = api.requestsAnswered
        #expect(try await tall.post("/items/24", [("_event", "nav:back")]).location == "/items/23")
        #expect(try await tall.get("/items/23").body.contains(#"<html lang="de""#))
        #expect(api.requestsAnswered - back <= budget, "Back builds the item below, in German: its load")
    }

    /// A browser logged in as the demo account.
    private func loggedIn(_ app: AppServer) async throws -> AppBrowser {
        let browser = AppBrowser(base: app.webURL)
        try await browser.signIn(as: "demo", password: "demo1234")
        return browser
    }
}
