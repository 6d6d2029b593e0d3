/// A browser of the web shell driven from one thread at a time: it keeps its session cookie, reads
/// the CSRF token, buttons and fields of each page it gets, and follows a redirect when told to.
final class ShellVisitor {
    /// The web shell's port.
    let port: Int
    /// Where its answers are judged and recorded.
    let log: FuzzLog
    /// The session cookie (`name=value`), once the shell gave one.
    private(set) var cookie: String?
    /// What the last page offered.
    private(set) var page = PageHarvest()
    /// The path of the last page shown.
    private(set) var path = "/"

    /// A visitor with the session of `cookie` (`name=value`), or without a session yet.
    init(port: Int, log: FuzzLog, cookie: String? = nil) {
        self.port = port
        self.log = log
        self.cookie = cookie
    }

    /// Sends `request`, with the session cookie unless the request brings its own `Cookie` or
    /// `withCookie` is false; records the answer, keeps a new cookie and reads a page.
    @discardableResult
    func send(_ request: FuzzRequest, hostile: Bool, withCookie: Bool = true) -> ExchangeOutcome {
        var request = request
        if withCookie, let cookie, !request.headers.contains(where: { $0.name.lowercased() == "cookie" }) {
            request.headers.append(("Cookie", Array(cookie.utf8)))
        }
        let outcome = RawHTTPClient.exchange(request, port: port)
        log.record(request, outcome, hostile: hostile)
        guard case .answer(let answer) = outcome else { return outcome }
        if withCookie, let setCookie = answer.header("Set-Cookie"), let pair = setCookie.split(separator: ";").first {
            cookie = String(pair)
        }
        if answer.status == 200, request.method == "GET", answer.header("Content-Type")?.hasPrefix("text/html") == true {
            page = PageHarvest(html: answer.text)
            path = String(request.target.prefix { $0 != "?" })
        }
        return outcome
    }

    /// GETs `target`.
    @discardableResult
    func get(_ target: String, hostile: Bool, kind: String = "step") -> ExchangeOutcome {
        send(FuzzRequest(server: .web, method: "GET", target: target, kind: kind), hostile: hostile)
    }

    /// Posts `fields` as a form to `target`.
    @discardableResult
    func post(_ target: String, _ fields: [(String, String)], hostile: Bool, kind: String = "step") -> ExchangeOutcome {
        send(
            FuzzRequest(
                server: .web,
                method: "POST",
                target: target,
                headers: [("Content-Type", Array("application/x-www-form-urlencoded".utf8))],
                body: FormEncoding.body(fields),
                kind: kind
            ),
            hostile: hostile
        )
    }

    /// GETs the `Location` of a redirect `outcome`, up to `hops` times; returns the last outcome.
    @discardableResult
    func follow(_ outcome: ExchangeOutcome, hops: Int = 3) -> ExchangeOutcome {
        var outcome = outcome
        for _ in 0 ..< hops {
            guard case .answer(let answer) = outcome, (300 ..< 400).contains(answer.status),
                let location = answer.header("Location"), location.hasPrefix("/")
            else { break }
            outcome = get(location, hostile: false)
        }
        return outcome
    }

    /// Logs in through the login form as `username` with `password`, as a person would: opens
    /// `/login`, fills in the form, sends it and follows the redirect. Returns whether the
    /// visitor ended up past the login screen.
    @discardableResult
    func logIn(username: String = "demo", password: String = "demo1234") -> Bool {
        follow(get("/login", hostile: false))
        guard path == "/login", let token = page.csrfToken else { return path != "/login" && page.csrfToken != nil }
        follow(post("/login", [("_csrf", token), ("_event", "action:login"), ("username", username), ("password", password)], hostile: false))
        return path != "/login" && page.csrfToken != nil
    }
}
