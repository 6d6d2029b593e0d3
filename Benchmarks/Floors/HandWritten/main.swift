// HandWritten: the second floor of the shell's load test (`Benchmarks/load-test`).
//
// The items list and an item's detail as a hand-written Hummingbird app would serve them without
// the architecture: every `GET` reads the demo API over one AsyncHTTPClient pool (the web shell's
// configuration: 64 connections, no retried connection, no decompression, 10 s), decodes the JSON
// and writes the page's rows by hand; a form post is read, its CSRF token compared and answered
// 303. The list's page is read as the App reads it when the list appears again: with the ETag
// of the page kept, so an unchanged page costs a 304 (where the API sends ETags). The demo API runs in this process, on its own copy of the same seeded SQLite rows, as the
// App runs it in its own: both processes' CPU counts the API's work. There is no session, no
// navigator, no module, no screen and no page renderer: the page's fixed parts (head, stylesheet,
// script, tab bar, language switch) are the App's own bytes, captured by the load test, around
// the parts drawn from the API's answer; a fresh nonce goes in the nonce's places of every answer.
//
// Where BareRoute (fixed bytes) stands for the HTTP work alone, this floor stands for the HTTP
// work plus the work the App cannot skip: the two API reads of a select-detail-back-list cycle,
// their JSON, the dates written in the user's words, and the page bytes. What the App costs above
// it is what the architecture costs.
//
// At start it draws both pages from the API once and fails unless they are the captured pages
// byte for byte (the nonce aside), so the floor answers exactly what the App answers.
//
// Kept in one file on purpose, as BareRoute: a floor is read as one program next to the App.
import AsyncHTTPClient
import DemoAPI
import Domain
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import Synchronization
import ViperKit

/// What HandWritten serves, read from the command line.
struct Options {
    var port = 0
    var host = "127.0.0.1"
    var database = ""
    var items = 100
    var listPath = "/items"
    var listPage = ""
    var detailPath = "/items/3"
    var detailPage = ""
    var user = "demo"
    var password = "demo1234"
    var headers: [(name: String, value: String)] = []
    var pageHeaders: [(name: String, value: String)] = []
    var sessions = ""
    var contentType = "text/html; charset=utf-8"
    var maxBodySize = 64 * 1024

    static let usage = """
        USAGE: HandWritten --database <file> --list-page <file> --detail-page <file>
                           [--items <n>] [--list <path>] [--detail <path>] [--port <port>]
                           [--header '<Name>: <value>' ...] [--page-header '<Name>: <value>' ...]

        The second floor of the web shell's load test (Benchmarks/load-test): the items list and \
        one item's detail served by hand over the demo API (run in this process on <file>, \
        seeded with <n> items per account when new), with no architecture in between.

          --database <file>      The demo API's SQLite file (created and seeded if missing).
          --items <n>            Items per account when the file is new (default 100, as the App).
          --list <path>          The list's path (default /items); GET reads page 1 (50 items).
          --list-page <file>     The App's list page, captured: its fixed parts are served as they are.
          --detail <path>        The detail's path (default /items/3); GET reads that item.
          --detail-page <file>   The App's detail page, captured.
          --port <port>          Port to listen on (default 0: a free one; the bound port is printed).
          --user <name>          The account whose items are read (default demo).
          --password <password>  Its password (default demo1234).
          --sessions <file>      The browsers' sessions: a line "<cookie name>=<value> <CSRF token>" each;
                                 a form post must carry its cookie's token (default: the
                                 captured list page's token, for any cookie).
          --header, --page-header '<Name>: <value>'
                                 Headers sent with every answer, or with pages only (repeatable).
          -h, --help             Show this help.

        POST <list> reads the form and answers 303 to <detail>; POST <detail> answers 303 to <list>. \
        Prints "HandWritten listening on http://HOST:PORT" once it accepts connections.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        func value(_ name: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(name) needs a value.") }
            return arguments[index]
        }
        func header(_ text: String) throws(UsageError) -> (String, String) {
            guard let colon = text.firstIndex(of: ":") else { throw UsageError("A header is '<Name>: <value>', not “\(text)”.") }
            return (
                text[..<colon].trimmingCharacters(in: .whitespaces),
                text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help": throw UsageError(nil)
            case "--port":
                let text = try value(argument)
                guard let port = Int(text), (0 ... 65535).contains(port) else { throw UsageError("--port must be 0-65535, not “\(text)”.") }
                options.port = port
            case "--database": options.database = try value(argument)
            case "--items":
                let text = try value(argument)
                guard let count = Int(text), count >= 50 else { throw UsageError("--items must be at least 50 (one page), not “\(text)”.") }
                options.items = count
            case "--list": options.listPath = try value(argument)
            case "--list-page": options.listPage = try value(argument)
            case "--detail": options.detailPath = try value(argument)
            case "--detail-page": options.detailPage = try value(argument)
            case "--user": options.user = try value(argument)
            case "--password": options.password = try value(argument)
            case "--content-type": options.contentType = try value(argument)
            case "--sessions": options.sessions = try value(argument)
            case "--header": options.headers.append(try header(try value(argument)))
            case "--page-header": options.pageHeaders.append(try header(try value(argument)))
            default: throw UsageError("Unknown argument “\(argument)”.")
            }
            index += 1
        }
        guard !options.database.isEmpty, !options.listPage.isEmpty, !options.detailPage.isEmpty else {
            throw UsageError("Give --database, --list-page and --detail-page.")
        }
        guard options.detailPath.split(separator: "/").last.flatMap({ Int64($0) }) != nil else {
            throw UsageError("--detail must end in an item id, not “\(options.detailPath)”.")
        }
        return options
    }
}

/// A command-line mistake (`message`), or `nil` for --help.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}

/// A failure at start: the captured pages do not match what the floor draws, or the API refused.
struct StartError: Error, CustomStringConvertible {
    let description: String
}

// MARK: - The page, by hand

/// `text` with `&`, `<`, `>`, `"` and `'` escaped, appended to `buffer`.
func writeEscaped(_ text: String, to buffer: inout ByteBuffer) {
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "&"): buffer.writeStaticString("&amp;")
        case UInt8(ascii: "<"): buffer.writeStaticString("&lt;")
        case UInt8(ascii: ">"): buffer.writeStaticString("&gt;")
        case UInt8(ascii: "\""): buffer.writeStaticString("&quot;")
        case UInt8(ascii: "'"): buffer.writeStaticString("&#39;")
        default: buffer.writeInteger(byte)
        }
    }
}

/// A captured page cut into the fixed bytes around what each answer writes: `parts[0]`, a hole,
/// `parts[1]`, a hole, … A hole is the nonce or a value drawn from the API's answer.
struct CutPage: Sendable {
    enum Hole: Sendable {
        case nonce
        case drawn(Int)
    }
    /// A value the page shows, found in the capture right after `after`.
    struct Drawn {
        let after: String
        let value: String
    }
    let parts: [ByteBuffer]
    let holes: [Hole]
    let size: Int

    /// `page` cut at every nonce and at each of `drawn`, each found in order after the one
    /// before; fails naming the first it cannot find.
    init(page: String, drawn: [Drawn]) throws(StartError) {
        guard let nonce = page.firstMatch(of: /nonce="([^"]+)"/)?.1 else {
            throw StartError(description: "the captured page has no nonce.")
        }
        var pieces: [(range: Range<String.Index>, hole: Hole)] = []
        var searchFrom = page.startIndex
        for (index, piece) in drawn.enumerated() {
            guard let found = page.range(of: piece.after + piece.value, range: searchFrom ..< page.endIndex) else {
                throw StartError(description: "the captured page has no “\(piece.after)\(piece.value.prefix(200))” where this floor draws it.")
            }
            let value = page.index(found.lowerBound, offsetBy: piece.after.count) ..< found.upperBound
            pieces.append((value, .drawn(index)))
            searchFrom = found.upperBound
        }
        var nonceFrom = page.startIndex
        while let found = page.range(of: "nonce=\"\(nonce)\"", range: nonceFrom ..< page.endIndex) {
            pieces.append((page.index(found.lowerBound, offsetBy: 7) ..< page.index(found.upperBound, offsetBy: -1), .nonce))
            nonceFrom = found.upperBound
        }
        pieces.sort { $0.range.lowerBound < $1.range.lowerBound }
        var parts: [ByteBuffer] = []
        var start = page.startIndex
        for piece in pieces {
            parts.append(ByteBuffer(string: String(page[start ..< piece.range.lowerBound])))
            start = piece.range.upperBound
        }
        parts.append(ByteBuffer(string: String(page[start...])))
        self.parts = parts
        holes = pieces.map(\.hole)
        size = page.utf8.count
    }

    /// The page with `nonce` in the nonce's places and `draw(n, &page)` writing the nth value.
    func write(nonce: String, draw: (Int, inout ByteBuffer) -> Void) -> ByteBuffer {
        var page = ByteBufferAllocator().buffer(capacity: size + 256)
        for (index, hole) in holes.enumerated() {
            var part = parts[index]
            page.writeBuffer(&part)
            switch hole {
            case .nonce: page.writeString(nonce)
            case .drawn(let drawn): draw(drawn, &page)
            }
        }
        var last = parts[parts.count - 1]
        page.writeBuffer(&last)
        return page
    }
}

/// The list and the detail, drawn from the API's answers by hand around the captured fixed parts.
struct Pages: Sendable {
    let list: CutPage
    let detail: CutPage
    let formatting: Formatting

    /// Cuts the captured pages where `page` and `item`, the API's answers at start, are shown.
    init(listPage: String, detailPage: String, page: ItemPage, item: Item, formatting: Formatting) throws(StartError) {
        self.formatting = formatting
        var rows = ByteBuffer()
        Self.rows(page, formatting: formatting, into: &rows)
        list = try CutPage(
            page: listPage,
            drawn: [
                .init(after: "<p class=\"window\">", value: Self.window(page)),
                .init(after: "<ul class=\"rows\">", value: String(buffer: rows)),
            ])
        detail = try CutPage(
            page: detailPage,
            drawn: [
                .init(after: "<title>", value: item.name),
                .init(after: "id=\"screen-title\">", value: item.name),
                .init(after: "value=\"action:toggle\" class=\"button primary\">", value: Self.toggle(item)),
                .init(after: "<li class=\"row kind-basic tone-normal\"><div class=\"cell\"><span class=\"title\">", value: item.name),
                .init(after: "<span class=\"title\">Created</span> <span class=\"detail\">", value: formatting.dayAndTime(item.date)),
                .init(after: "<li class=\"row kind-basic tone-", value: Self.tone(item)),
                .init(after: "<span class=\"title\">Status</span> <span class=\"detail\">", value: Self.status(item)),
            ])
    }

    func listPage(_ page: ItemPage, nonce: String) -> ByteBuffer {
        list.write(nonce: nonce) { hole, html in
            if hole == 0 { writeEscaped(Self.window(page), to: &html) } else { Self.rows(page, formatting: formatting, into: &html) }
        }
    }

    func detailPage(_ item: Item, nonce: String) -> ByteBuffer {
        detail.write(nonce: nonce) { hole, html in
            switch hole {
            case 0, 1, 3: writeEscaped(item.name, to: &html)
            case 2: html.writeString(Self.toggle(item))
            case 4: writeEscaped(formatting.dayAndTime(item.date), to: &html)
            case 5: html.writeString(Self.tone(item))
            default: html.writeString(Self.status(item))
            }
        }
    }

    static func window(_ page: ItemPage) -> String {
        "Showing \(page.offset + 1)–\(page.offset + page.items.count) of \(page.total)"
    }
    static func toggle(_ item: Item) -> String { item.enabled ? "Disable" : "Enable" }
    static func tone(_ item: Item) -> String { item.enabled ? "positive" : "negative" }
    static func status(_ item: Item) -> String { item.enabled ? "Enabled" : "Disabled" }

    static func rows(_ page: ItemPage, formatting: Formatting, into html: inout ByteBuffer) {
        for item in page.items {
            html.writeStaticString("<li class=\"row kind-subtitle tone-")
            html.writeString(tone(item))
            html.writeStaticString("\"><button type=\"submit\" name=\"_event\" value=\"select:items:")
            html.writeString(String(item.id))
            html.writeStaticString("\"><span class=\"title\">")
            writeEscaped(item.name, to: &html)
            html.writeStaticString("</span> <span class=\"detail\">")
            writeEscaped(formatting.dayAndTime(item.date), to: &html)
            html.writeStaticString("</span></button></li>")
        }
    }
}

/// A fresh nonce: 32 random bytes in base64url, 43 characters, as the shell makes one per answer.
func nonce() -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0 ..< 4).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64) { Array($0) } }
    var text = Data(bytes).base64EncodedString()
    text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    return String(text.prefix(43))
}

// MARK: - The API, over one pool

/// Reads the demo API as the App's client does: one AsyncHTTPClient pool on the server's event
/// loops, a bearer token, JSON decoded with the API's settings. The page is read as the App reads
/// a page it shows again: with the `ETag` of the copy it kept (`If-None-Match`), so while the
/// page is unchanged the API answers `304` and the kept page is drawn (an API that sends no
/// `ETag` is read in full every time).
struct API: Sendable {
    let client: HTTPClient
    let base: String
    let token: String
    /// The last page read and its `ETag`.
    let kept = KeptPage()

    /// The page at `path`, asked with the kept page's `ETag`.
    func page(_ path: String) async throws -> ItemPage {
        let kept = self.kept.value.withLock { $0 }
        var request = HTTPClientRequest(url: base + path)
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "Authorization", value: "Bearer \(token)")
        if let kept { request.headers.add(name: "If-None-Match", value: kept.tag) }
        let response = try await client.execute(request, deadline: .now() + .seconds(10))
        let body = try await response.body.collect(upTo: 16 << 20)
        if response.status == .notModified, let kept { return kept.page }
        guard response.status == .ok else { throw StartError(description: "GET \(path) answered \(response.status.code).") }
        let page = try APIJSON.decoder().decode(ItemPage.self, from: Data(body.readableBytesView))
        if let tag = response.headers.first(name: "ETag") { self.kept.value.withLock { $0 = (tag, page) } }
        return page
    }

    static func client() -> HTTPClient {
        var pool = HTTPClient.Configuration.ConnectionPool(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 64)
        pool.retryConnectionEstablishment = false
        return HTTPClient(
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
            configuration: .init(
                redirectConfiguration: .disallow, timeout: .init(connect: .seconds(10), read: .seconds(10)),
                connectionPool: pool, decompression: .disabled))
    }

    func read<Value: Decodable>(_ type: Value.Type, _ path: String) async throws -> Value {
        var request = HTTPClientRequest(url: base + path)
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "Authorization", value: "Bearer \(token)")
        let response = try await client.execute(request, deadline: .now() + .seconds(10))
        let body = try await response.body.collect(upTo: 16 << 20)
        guard response.status == .ok else { throw StartError(description: "GET \(path) answered \(response.status.code).") }
        return try APIJSON.decoder().decode(Value.self, from: Data(body.readableBytesView))
    }

    static func logIn(client: HTTPClient, base: String, user: String, password: String) async throws -> API {
        var request = HTTPClientRequest(url: base + APIPath.login)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.body = .bytes(ByteBuffer(data: try APIJSON.encoder().encode(LoginRequest(username: user, password: password))))
        let response = try await client.execute(request, deadline: .now() + .seconds(30))
        let body = try await response.body.collect(upTo: 1 << 20)
        guard response.status == .ok else { throw StartError(description: "the API refused the login (\(response.status.code)).") }
        let signIn = try APIJSON.decoder().decode(SignIn.self, from: Data(body.readableBytesView))
        return API(client: client, base: base, token: signIn.token)
    }
}

/// The page the floor read last, with its `ETag`, shared by every request.
final class KeptPage: Sendable {
    let value = Mutex<(tag: String, page: ItemPage)?>(nil)
}

// MARK: - Serving

/// The value of `name` in a form body (`a=1&b=2`), percent-decoded.
func formValue(_ name: String, in body: ByteBuffer) -> String? {
    let text = String(buffer: body)
    for pair in text.split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, parts[0] == name {
            return String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }
    }
    return nil
}

func headerFields(_ extra: [(name: String, value: String)], contentType: String?) throws(UsageError) -> HTTPFields {
    var fields = HTTPFields()
    for (name, value) in extra {
        guard let fieldName = HTTPField.Name(name) else { throw UsageError("“\(name)” is not a valid header name.") }
        fields.append(HTTPField(name: fieldName, value: value))
    }
    if let contentType { fields[.contentType] = contentType }
    return fields
}

func serve(_ options: Options) async throws {
    let read = { (file: String) throws -> String in
        do { return try String(contentsOfFile: file, encoding: .utf8) } catch {
            throw UsageError("Could not read \(file): \(error.localizedDescription)")
        }
    }
    let listCapture = try read(options.listPage)
    let detailCapture = try read(options.detailPage)
    guard let capturedToken = listCapture.firstMatch(of: /name="_csrf" value="([^"]+)"/)?.1.description else {
        throw StartError(description: "the captured list page has no CSRF token.")
    }
    // Each browser's CSRF token by its session cookie, as a hand-written app keeps them.
    var tokens: [String: String] = [:]
    if !options.sessions.isEmpty {
        for line in try read(options.sessions).split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2 { tokens[String(fields[0])] = String(fields[1]) }
        }
    }
    let tokensByCookie = tokens
    /// The CSRF token of the session whose cookie `request` carries.
    let token: @Sendable (Request) -> String? = { request in
        guard !tokensByCookie.isEmpty else { return capturedToken }
        for cookie in (request.headers[.cookie] ?? "").split(separator: ";") {
            if let token = tokensByCookie[cookie.trimmingCharacters(in: .whitespaces)] { return token }
        }
        return nil
    }
    let detailID = options.detailPath.split(separator: "/").last.flatMap { Int64($0) } ?? 0

    // The demo API in this process, as the App runs it, on the same seeded rows.
    var configuration = DemoAPIConfiguration(databasePath: options.database, seedItems: options.items)
    configuration.maxConnections = 512
    let server = try await DemoAPIServer.start(configuration)
    let client = API.client()
    let base = server.baseURL.absoluteString
    let api = try await API.logIn(client: client, base: base, user: options.user, password: options.password)
    let listQuery = "\(APIPath.items)?offset=0&limit=50"
    let detailQuery = APIPath.item(detailID)

    // Draw both pages once and check they are the captured ones, the nonce aside.
    let page = try await api.page(listQuery)
    let item = try await api.read(Item.self, detailQuery)
    let pages = try Pages(listPage: listCapture, detailPage: detailCapture, page: page, item: item, formatting: Formatting())
    let capturedNonce = { (text: String) in text.firstMatch(of: /nonce="([^"]+)"/).map { String($0.1) } ?? "" }
    guard String(buffer: pages.listPage(page, nonce: capturedNonce(listCapture))) == listCapture else {
        throw StartError(description: "the list this floor draws differs from the captured page.")
    }
    guard String(buffer: pages.detailPage(item, nonce: capturedNonce(detailCapture))) == detailCapture else {
        throw StartError(description: "the detail this floor draws differs from the captured page.")
    }

    let pageHeaders = try headerFields(options.headers + options.pageHeaders, contentType: options.contentType)
    let router = Router()
    router.get(RouterPath(options.listPath)) { _, _ -> Response in
        let page = try await api.page(listQuery)
        return Response(status: .ok, headers: pageHeaders, body: ResponseBody(byteBuffer: pages.listPage(page, nonce: nonce())))
    }
    router.get(RouterPath(options.detailPath)) { _, _ -> Response in
        let item = try await api.read(Item.self, detailQuery)
        return Response(status: .ok, headers: pageHeaders, body: ResponseBody(byteBuffer: pages.detailPage(item, nonce: nonce())))
    }
    let maxBodySize = options.maxBodySize
    for (path, location, event) in [
        (options.listPath, options.detailPath, "select:items:\(detailID)"), (options.detailPath, options.listPath, "nav:back"),
    ] {
        var headers = try headerFields(options.headers, contentType: nil)
        headers[.location] = location
        let redirect = headers
        router.post(RouterPath(path)) { request, _ -> Response in
            var request = request
            let body = try await request.collectBody(upTo: maxBodySize)
            guard let expected = token(request), formValue("_csrf", in: body) == expected, formValue("_event", in: body) == event else {
                return Response(status: .forbidden)
            }
            return Response(status: .seeOther, headers: redirect, body: ResponseBody())
        }
    }
    let host = options.host
    let app = Application(
        router: router,
        configuration: .init(address: .hostname(host, port: options.port), serverName: nil),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? 0
            FileHandle.standardOutput.write(Data("HandWritten listening on http://\(host):\(port)\n".utf8))
        },
        logger: {
            var logger = Logger(label: "HandWritten")
            logger.logLevel = .warning
            return logger
        }()
    )
    try await app.runService()
    try await client.shutdown()
    await server.stop()
}

do {
    try await serve(try Options.parse(Array(CommandLine.arguments.dropFirst())))
} catch let error as UsageError {
    if let message = error.message {
        FileHandle.standardError.write(Data("HandWritten: \(message)\n\n\(Options.usage)\n".utf8))
        exit(64)
    }
    print(Options.usage)
} catch {
    FileHandle.standardError.write(Data("HandWritten: \(error)\n".utf8))
    exit(1)
}
