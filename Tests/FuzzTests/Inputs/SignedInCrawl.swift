/// Signed-in visitors walking the app and posting hostile forms from the screens they are on:
/// the real buttons with hostile field values, garbage events with the session's token, wrong
/// tokens, hostile page URLs; each visitor on its own session, one request at a time, a few
/// visitors at once.
enum SignedInCrawl {
    /// Events never sent: they would end the session (`container:log-out`) or delete every item
    /// (`alert:confirm-delete`), leaving the other inputs less to reach.
    static let withheldEvents: Set<String> = ["container:log-out", "alert:confirm-delete"]

    /// A real screen of the app to move to.
    static func realRoute(_ random: inout FuzzRandom) -> String {
        random.pick([
            "/items", "/items/\(random.int(1 ... 60))", "/contacts", "/contacts/\(random.int(1 ... 25))",
            "/contacts/\(random.int(1 ... 25))/orders/new", "/contacts/\(random.int(1 ... 25))/orders/new", "/orders", "/employees",
            "/account", "/account/final/\(FormEncoding.encode(HostileText.string(&random, maxLength: 40)))",
        ])
    }

    /// A value for a field of the page: hostile most often, else one a person might type.
    static func fieldValue(_ random: inout FuzzRandom, page: PageHarvest) -> String {
        switch random.int(0 ... 9) {
        case 0 ... 6: HostileText.string(&random, maxLength: random.chance(0.05) ? 30_000 : 400)
        case 7: random.pick(HostileText.numbers)
        default: page.choiceValues.isEmpty ? String(random.int(1 ... 5)) : random.pick(page.choiceValues)
        }
    }

    /// Runs `steps` hostile inputs for each of the app's crawler sessions, recording into `log`.
    static func run(app: FuzzApp, steps: Int, seed: UInt64, log: FuzzLog) async {
        let sessions = Array(app.sessions.dropFirst())
        await FuzzRunner.forEach(sessions.count) { index in
            var random = FuzzRandom(seed: seed, stream: "crawl", index: index)
            let visitor = ShellVisitor(port: app.webPort, log: log, cookie: sessions[index].cookie)
            visitor.follow(visitor.get(realRoute(&random), hostile: false))
            var sent = 0
            while sent < steps {
                if visitor.path == "/login" {
                    visitor.logIn()
                }
                let roll = random.int(0 ... 99)
                if roll < 18 {
                    visitor.follow(visitor.get(RouteInputs.target(&random, server: .web), hostile: true, kind: "crawl-get"))
                    sent += 1
                } else if roll < 30 {
                    let links = visitor.page.links
                    visitor.follow(visitor.get(random.chance(0.5) && !links.isEmpty ? random.pick(links) : realRoute(&random), hostile: false))
                } else {
                    visitor.follow(visitor.send(post(&random, visitor: visitor, roll: roll), hostile: true))
                    sent += 1
                }
            }
        }
    }

    /// A hostile post from the visitor's page.
    private static func post(_ random: inout FuzzRandom, visitor: ShellVisitor, roll: Int) -> FuzzRequest {
        let page = visitor.page
        let events = page.events.filter { !withheldEvents.contains($0) }
        var fields: [(String, String)] = []
        if random.chance(0.92), let token = page.csrfToken {
            fields.append(("_csrf", token))
        } else if random.chance(0.5) {
            fields.append(("_csrf", HostileText.string(&random, maxLength: 80)))
        }
        if roll < 80, !events.isEmpty {
            fields.append(("_event", random.pick(events)))
        } else if random.chance(0.9) {
            fields.append(("_event", RouteInputs.fill(random.pick(FormInputs.events), &random)))
        }
        for name in page.fieldNames where random.chance(0.9) {
            fields.append((name, fieldValue(&random, page: page)))
        }
        if random.chance(0.2) {
            for _ in 0 ..< random.int(1 ... 5) {
                fields.append((HostileText.string(&random, maxLength: 60), HostileText.string(&random, maxLength: 200)))
            }
        }
        var request = FuzzRequest(
            server: .web,
            method: "POST",
            target: random.chance(0.9) ? visitor.path : realRoute(&random),
            body: FormEncoding.body(fields),
            kind: "crawl-post"
        )
        if random.chance(0.08) {
            request.body += Array(random.pick(["&x=%zz", "&%", "&y=%C3%28", "&&&=&"]).utf8)
        }
        request.mayClose = request.body.count > 64 * 1024
        if let type = random.chance(0.92) ? "application/x-www-form-urlencoded" : FormInputs.contentType(&random) {
            request.headers.append(("Content-Type", Array(type.utf8)))
        }
        return request
    }
}
