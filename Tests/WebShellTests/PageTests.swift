import Foundation
import Testing

@Suite("Pages: URLs are routes")
@MainActor
struct PageTests {
    @Test("module text is HTML-escaped in the title, the content and attributes")
    func escapesText() async throws {
        try await TestServer.with { server in
            let page = try await server.browser().get("/xss")
            #expect(page.status == 200)
            #expect(!page.contains("<script>alert"))
            #expect(page.contains("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39; – Test App</title>"))
            #expect(page.contains("<h1 id=\"screen-title\">&lt;script&gt;"))
            #expect(page.contains("&lt;b&gt;bold&lt;/b&gt;"))
            #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
            #expect(page.contains("&quot;quoted&quot;"))
            #expect(page.contains("value=\"action:a&quot;b\""))
            #expect(!page.contains("onclick=\"evil"))
            #expect(!page.contains("javascript:"))
            #expect(page.contains("href=\"tel:+15550100\""))
        }
    }

    @Test("pages are HTML with no-store caching, nosniff, a same-origin referrer policy and a strict content security policy")
    func headers() async throws {
        try await TestServer.with { server in
            let page = try await server.browser().get("/list")
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.header("Cache-Control") == "no-store")
            #expect(page.header("X-Content-Type-Options") == "nosniff")
            #expect(page.header("Referrer-Policy") == "same-origin")
            #expect(page.header("Content-Security-Policy")?.contains("default-src 'none'") == true)
            #expect(page.contains("<!DOCTYPE html>"))
            #expect(page.contains("<title>Items – Test App</title>"))
        }
    }

    @Test("an unknown route answers a 404 page with a link home")
    func unknownRoute() async throws {
        try await TestServer.with { server in
            let page = try await server.browser().get("/nowhere")
            #expect(page.status == 404)
            #expect(page.contains("There is no screen at /nowhere."))
            #expect(page.contains("href=\"/list\""))
        }
    }

    @Test("a method the shell does not take answers a 405 page whose Allow names the ones it does")
    func methodNotAllowed() async throws {
        try await TestServer.with { server in
            let page = try await server.browser().send("PUT", "/list")
            #expect(page.status == 405)
            #expect(page.header("Allow") == "GET, HEAD, POST")
        }
    }

    @Test("bad route parameters answer a 400 page with the route error's description")
    func badParameter() async throws {
        try await TestServer.with { server in
            let page = try await server.browser().get("/detail/abc")
            #expect(page.status == 400)
            #expect(page.contains("is not a valid id: it must be a positive whole number."))
        }
    }

    @Test("/ leads to the top of the stack, or home")
    func rootRedirects() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            #expect(try await browser.get("/").location == "/list")
            try await browser.get("/counter")
            #expect(try await browser.get("/").location == "/counter")
        }
    }

    @Test("the flow's admit(_:) is honoured with a 303")
    func flowRedirect() async throws {
        try await TestServer.with { server in
            let answer = try await server.browser().get("/secret")
            #expect(answer.status == 303)
            #expect(answer.location == "/list")
            #expect(server.app.built["/secret"] == nil)
        }
    }

    @Test("a deep link places home below it, so its page has Back")
    func deepLinkHasBack() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            let page = try await browser.get("/detail/7")
            #expect(page.status == 200)
            #expect(page.contains("<h1 id=\"screen-title\">Item 7</h1>"))
            #expect(page.contains("value=\"nav:back\""))
            #expect(server.app.built["/list"]?.count == 1)
            let home = try await browser.get("/list")
            #expect(!home.contains("value=\"nav:back\""))
            #expect(server.app.built["/list"]?.count == 1)
        }
    }

    @Test("a non-canonical path is redirected to the module's route")
    func canonicalRoute() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            let answer = try await browser.get("/detail/%37")
            #expect(answer.status == 303)
            #expect(answer.location == "/detail/7")
            #expect(try await browser.get("/detail/7").status == 200)
        }
    }

    @Test("?section=&offset= moves a paged section and links the neighbouring pages")
    func paging() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            let first = try await browser.get("/list")
            #expect(first.contains("Showing 1–10 of 25"))
            #expect(!first.contains("rel=\"prev\""))
            #expect(first.contains("href=\"/list?section=items&amp;offset=10\""))
            let second = try await browser.get("/list?section=items&offset=10")
            #expect(second.status == 200)
            #expect(second.contains("Showing 11–20 of 25"))
            #expect(second.contains("Item 11"))
            #expect(!second.contains(">Item 1<"))
            #expect(second.contains("href=\"/list?section=items&amp;offset=0\""))
            #expect(second.contains("href=\"/list?section=items&amp;offset=20\""))
            #expect(second.contains("class=\"row kind-basic tone-positive\""))
        }
    }

    @Test(
        "a paging query that is not a whole number of at least zero answers 400",
        arguments: [
            "?section=items&offset=abc", "?section=items&offset=-1", "?section=items", "?offset=3", "?section=items&offset=%zz",
        ])
    func badPaging(query: String) async throws {
        try await TestServer.with { server in
            let page = try await server.browser().get("/list" + query)
            #expect(page.status == 400)
            #expect(page.contains("Bad request"))
        }
    }

    @Test("a module still busy after the settle time renders its loading status and refreshes itself")
    func busyModuleRefreshes() async throws {
        try await TestServer.with(settleTimeout: .milliseconds(200)) { server in
            let browser = server.browser()
            let page = try await browser.get("/slow")
            #expect(page.status == 200)
            #expect(page.contains("<meta http-equiv=\"refresh\" content=\"1\">"))
            #expect(page.contains("role=\"status\" aria-live=\"polite\""))
            #expect(page.contains("Loading slowly…"))
            let list = try await browser.get("/list")
            #expect(!list.contains("http-equiv=\"refresh\""))
            #expect(await server.released("/slow"))
        }
    }

    @Test("a module whose work ends within the settle time is rendered with its result, without refreshing")
    func settledModule() async throws {
        try await TestServer.with(settleTimeout: .seconds(2)) { server in
            let page = try await server.browser().get("/quick")
            #expect(page.status == 200)
            #expect(page.contains("Loaded"))
            #expect(!page.contains("Loading slowly"))
            #expect(!page.contains("http-equiv"))
        }
    }

    @Test(
        "reloads of a page that arrive while its reload is under way share it: the module hears one `.appear`, and each gets the page with its own nonce"
    )
    func sharedReloads() async throws {
        try await TestServer.with(settleTimeout: .seconds(5)) { server in
            let browser = server.browser()
            #expect(try await browser.get("/quick").contains("Appeared 0 times"))
            async let first = browser.get("/quick")
            async let second = browser.get("/quick")
            async let third = browser.get("/quick")
            async let fourth = browser.get("/quick")
            let pages = try await [first, second, third, fourth]
            #expect(pages.allSatisfy { $0.status == 200 && $0.contains("Appeared 1 times") }, "one reload, shared by all four")
            let policies = Set(pages.compactMap { $0.header("Content-Security-Policy") })
            #expect(policies.count == 4, "every page has its own nonce")
            #expect(try await browser.get("/quick").contains("Appeared 2 times"), "a reload after them is the user's again")
        }
    }

    @Test("when a module's work navigates while settling, the shell waits for the new top and redirects to it")
    func settlingFollowsNavigation() async throws {
        try await TestServer.with(settleTimeout: .milliseconds(400)) { server in
            let browser = server.browser()
            let answer = try await browser.get("/hop")
            #expect(answer.status == 303)
            #expect(answer.location == "/slow")
            let page = try await browser.get("/slow")
            #expect(page.contains("Loading slowly…"))
            #expect(page.contains("value=\"nav:back\""))
            let back = try await browser.post("/slow", [("_event", "nav:back")])
            #expect(back.location == "/hop")
            #expect(await server.released("/slow"))
        }
    }
}
