import Testing
import ViperKit

@Suite("A route pattern")
struct RoutePatternTests {
    @Test("matches a path of the same shape and reads its parameters")
    func matchesAndReadsParameters() throws {
        let parameters = try #require(RoutePattern("/items/:id").match("/items/42"))
        #expect(parameters.values == ["id": "42"])
        #expect(try parameters.id("id") == 42)
    }

    @Test("takes a run of slashes, a slash at the end or none at the start as one separator", arguments: ["/items//42", "//items/42/", "items/42"])
    func slashRuns(path: String) throws {
        #expect(try #require(RoutePattern("/items/:id").match(path)).values == ["id": "42"])
    }

    @Test("does not match paths of another shape", arguments: ["/items", "/items/1/more", "/orders/1", "/", "", "/items/1/more/"])
    func rejectsOtherShapes(path: String) {
        #expect(RoutePattern("/items/:id").match(path) == nil)
    }

    @Test("gives back the route for given parameters, percent-encoding them")
    func buildsRoutes() {
        #expect(RoutePattern("/items/:id").route(["id": "7"]) == Route("/items/7"))
        #expect(RoutePattern("/search/:q").route(["q": "a b/c"]).path == "/search/a%20b%2Fc")
    }

    @Test("decodes percent-encoded parameters")
    func decodesParameters() throws {
        let parameters = try #require(RoutePattern("/search/:q").match("/search/a%20b"))
        #expect(try parameters.string("q") == "a b")
    }
}

@Suite("Route parameters")
struct RouteParametersTests {
    @Test(
        "reject an id that is not a positive whole number, with a message a person can read",
        arguments: ["abc", "0", "-3", "1.5", "99999999999999999999"])
    func rejectBadIDs(text: String) {
        #expect(throws: RouteError.invalidParameter("id", value: text, expected: "a positive whole number")) {
            try RouteParameters(["id": text]).id("id")
        }
    }

    @Test("report a missing or blank value by name")
    func reportMissing() {
        #expect(throws: RouteError.missingParameter("id")) { try RouteParameters().id("id") }
        #expect(throws: RouteError.missingParameter("q")) { try RouteParameters(["q": "  "]).string("q") }
        #expect(throws: RouteError.missingParameter("q")) { try RouteParameters(["q": "\t\n"]).string("q") }
        #expect(RouteError.missingParameter("id").description == "The screen needs a value for “id”.")
    }

    @Test("a route always starts with a slash")
    func routeSlash() {
        #expect(Route("items").path == "/items")
        #expect(Route("/items").description == "/items")
    }
}
