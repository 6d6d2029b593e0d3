import Foundation
import Testing

/// The fuzz suite's judge, checked on answers of known shape, so a lax check cannot pass the
/// fuzz suite by itself.
@Suite("The fuzz suite's answer check")
struct AnswerCheckTests {
    private func answer(_ status: Int, _ headers: [(String, String)], _ body: String) -> ExchangeOutcome {
        .answer(RawHTTPAnswer(status: status, headers: headers, body: Array(body.utf8)))
    }

    private let web = FuzzRequest(server: .web, method: "GET", target: "/x", kind: "check")
    private let api = FuzzRequest(server: .api, method: "GET", target: "/api/x", kind: "check")
    private let page = """
        <!DOCTYPE html>
        <html lang="en"><head><title>Not found – App</title></head><body><header><h1>Not found</h1></header>
        <main class="problem"><p role="alert">There is no screen at /x.</p></main></body></html>
        """

    @Test("a 5xx, silence and a garbled answer fail whatever the input")
    func serverErrors() {
        #expect(AnswerCheck.problem(with: answer(500, [], ""), for: web) == "500 answer")
        #expect(
            AnswerCheck.problem(
                with: answer(503, [("Content-Type", "application/json")], #"{"error":"busy","message":"Try again later."}"#), for: api)
                == "503 answer")
        #expect(AnswerCheck.problem(with: .timedOut(received: 0), for: web) != nil)
        #expect(AnswerCheck.problem(with: .garbled("x"), for: api) != nil)
        var lenient = web
        lenient.strictness = .lenient
        #expect(AnswerCheck.problem(with: .closed(received: 0, reason: "closed"), for: lenient) == nil)
        #expect(AnswerCheck.problem(with: .closed(received: 0, reason: "closed"), for: web) != nil)
        #expect(AnswerCheck.problem(with: answer(500, [], ""), for: lenient) == "500 answer")
    }

    @Test("the web shell's 4xx must be a page with a sentence; a redirect must stay inside the app")
    func webAnswers() {
        #expect(AnswerCheck.problem(with: answer(404, [("Content-Type", "text/html; charset=utf-8")], page), for: web) == nil)
        #expect(AnswerCheck.problem(with: answer(404, [("Content-Type", "text/html")], "<html><main><p>Oops</p></main></html>"), for: web) != nil)
        #expect(AnswerCheck.problem(with: answer(400, [], ""), for: web) != nil)
        #expect(AnswerCheck.problem(with: answer(303, [("Location", "/items")], ""), for: web) == nil)
        #expect(AnswerCheck.problem(with: answer(303, [("Location", "//evil.example")], ""), for: web) != nil)
        #expect(AnswerCheck.problem(with: answer(303, [], ""), for: web) != nil)
        #expect(
            AnswerCheck.problem(
                with: answer(200, [("Content-Type", "text/html")], page.replacingOccurrences(of: "There is", with: "<script>alert(1)</script>")),
                for: web) != nil)
    }

    @Test("the API's 4xx must be {error, message} with a sentence; its 2xx must be JSON")
    func apiAnswers() {
        let json = [("Content-Type", "application/json; charset=utf-8")]
        #expect(AnswerCheck.problem(with: answer(404, json, #"{"error":"not_found","message":"There is no item with id 3."}"#), for: api) == nil)
        #expect(AnswerCheck.problem(with: answer(404, [], ""), for: api) != nil)
        #expect(AnswerCheck.problem(with: answer(400, json, #"{"error":"invalid_request","message":""}"#), for: api) != nil)
        #expect(AnswerCheck.problem(with: answer(400, json, #"{"error":{"message":"Bad request."}}"#), for: api) != nil)
        #expect(AnswerCheck.problem(with: answer(200, json, #"{"items":[]}"#), for: api) == nil)
        #expect(AnswerCheck.problem(with: answer(200, json, "{"), for: api) != nil)
        #expect(AnswerCheck.problem(with: answer(204, [], ""), for: api) == nil)
    }

    @Test("the API's 304 must answer a request with If-None-Match, carry an ETag and have no body")
    func apiNotModified() {
        var conditional = api
        conditional.headers = [(name: "If-None-Match", value: Array("*".utf8))]
        let tag = [("ETag", #"W/"x""#)]
        #expect(AnswerCheck.problem(with: answer(304, tag, ""), for: conditional) == nil)
        #expect(AnswerCheck.problem(with: answer(304, tag, ""), for: api) != nil)
        #expect(AnswerCheck.problem(with: answer(304, [], ""), for: conditional) != nil)
        #expect(AnswerCheck.problem(with: answer(304, tag, "{}"), for: conditional) != nil)
    }

    @Test("a sentence is three words or more ending with a full stop, a question or an exclamation mark")
    func sentences() {
        #expect(AnswerCheck.containsSentence("The username or password is wrong."))
        #expect(AnswerCheck.containsSentence("“%zz” is not valid percent-encoding."))
        #expect(!AnswerCheck.containsSentence(""))
        #expect(!AnswerCheck.containsSentence("Not found"))
        #expect(!AnswerCheck.containsSentence("1 2 3."))
    }
}
