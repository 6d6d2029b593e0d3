// BareRoute: the floor of the shell's load test (`Benchmarks/load-test`).
//
// A bare Hummingbird server that answers a few routes with fixed, pre-captured bytes: the same
// HTTP work as the web shell (parse the request, read a form post's body, write the same page or
// the same 303) without the architecture behind it (no session, no navigator, no module, no
// rendering, no API call). Every answer is built once at start; a request only copies a
// reference to its buffer.
//
// Kept in one file on purpose: a floor is read as one program next to the App it is measured
// against, with no types of its own to place.
import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// What BareRoute serves, read from the command line.
struct Options {
    /// The port to listen on (0 picks a free one; the bound port is printed).
    var port = 8081
    /// The address to listen on: loopback only.
    var host = "127.0.0.1"
    /// `GET path` answers 200 with the bytes of a file.
    var pages: [(path: String, file: String)] = []
    /// `POST path` reads the body and answers 303 See Other to a location.
    var redirects: [(path: String, location: String)] = []
    /// The content type of the pages.
    var contentType = "text/html; charset=utf-8"
    /// Further headers sent with every answer, e.g. the shell's Cache-Control.
    var headers: [(name: String, value: String)] = []
    /// Further headers sent with pages only, e.g. the shell's Content-Security-Policy.
    var pageHeaders: [(name: String, value: String)] = []
    /// The largest POST body read, in bytes (the shell's default limit).
    var maxBodySize = 64 * 1024

    static let usage = """
        USAGE: BareRoute --port <port> --get <path>=<file> [--get <path>=<file> ...]
                         [--post <path>=<location> ...] [--content-type <type>]
                         [--header '<Name>: <value>' ...] [--page-header '<Name>: <value>' ...]
                         [--host <address>]

        The floor of the web shell's load test (Benchmarks/load-test): a bare Hummingbird \
        2 server on the loopback address that answers fixed, pre-captured bytes, so a load \
        test against it does the same HTTP work as against the App without the architecture.

          --port <port>             Port to listen on (default 8081; 0 picks a free one).
          --host <address>          Loopback address to listen on (default 127.0.0.1).
          --get <path>=<file>       GET <path> answers 200 with the exact bytes of <file>
                                    (read once at start), with --content-type. Repeatable.
          --post <path>=<location>  POST <path> reads the body (as the shell reads a form
                                    post) and answers 303 See Other to <location>. Repeatable.
          --content-type <type>     Content-Type of the pages (default: the shell's
                                    "text/html; charset=utf-8").
          --header '<Name>: <value>'
                                    Another header sent with every answer (e.g. the shell's
                                    Cache-Control: no-store). Repeatable.
          --page-header '<Name>: <value>'
                                    Another header sent with pages only (e.g. the shell's
                                    Content-Security-Policy). Repeatable.
          --max-body <bytes>        Largest POST body read (default 65536, as the shell).
          -h, --help                Show this help.

        Any other method or path answers 404. Prints "BareRoute listening on http://HOST:PORT" \
        once it accepts connections; stop it with Ctrl-C or SIGTERM.

        Example (the load test's floor for the items list and the event path):
          BareRoute --port 8081 --get /items=items.html --get /items/3=item3.html \\
                    --post /items=/items/3 --post /items/3=/items
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        func value(_ name: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(name) needs a value.") }
            return arguments[index]
        }
        func pair(_ name: String, _ text: String) throws(UsageError) -> (String, String) {
            guard let equals = text.firstIndex(of: "="), text.hasPrefix("/") else {
                throw UsageError("\(name) takes <path>=<value> with a path starting with /, not “\(text)”.")
            }
            return (String(text[..<equals]), String(text[text.index(after: equals)...]))
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                throw UsageError(nil)
            case "--port":
                let text = try value(argument)
                guard let port = Int(text), (0 ... 65535).contains(port) else {
                    throw UsageError("--port must be between 0 and 65535, not “\(text)”.")
                }
                options.port = port
            case "--host":
                let host = try value(argument)
                guard host == "localhost" || host == "::1" || host.hasPrefix("127.") else {
                    throw UsageError("--host must be a loopback address (127.x.x.x, ::1 or localhost), not “\(host)”.")
                }
                options.host = host
            case "--get":
                let (path, file) = try pair(argument, try value(argument))
                options.pages.append((path, file))
            case "--post":
                let (path, location) = try pair(argument, try value(argument))
                options.redirects.append((path, location))
            case "--content-type":
                options.contentType = try value(argument)
            case "--header", "--page-header":
                let text = try value(argument)
                guard let colon = text.firstIndex(of: ":") else {
                    throw UsageError("--header takes '<Name>: <value>', not “\(text)”.")
                }
                let name = text[..<colon].trimmingCharacters(in: .whitespaces)
                let headerValue = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if argument == "--header" {
                    options.headers.append((name, headerValue))
                } else {
                    options.pageHeaders.append((name, headerValue))
                }
            case "--max-body":
                let text = try value(argument)
                guard let size = Int(text), size >= 0 else { throw UsageError("--max-body must be a byte count, not “\(text)”.") }
                options.maxBodySize = size
            default:
                throw UsageError("Unknown argument “\(argument)”.")
            }
            index += 1
        }
        guard !options.pages.isEmpty || !options.redirects.isEmpty else {
            throw UsageError("Give at least one --get <path>=<file> (or --post <path>=<location>).")
        }
        return options
    }
}

/// A command-line mistake (`message`), or `nil` for --help.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}

/// The fixed headers of every answer: the given ones, then Content-Type for pages.
func headerFields(_ extra: [(name: String, value: String)], contentType: String?) throws -> HTTPFields {
    var fields = HTTPFields()
    for (name, value) in extra {
        guard let fieldName = HTTPField.Name(name) else {
            throw UsageError("“\(name)” is not a valid header name.")
        }
        fields.append(HTTPField(name: fieldName, value: value))
    }
    if let contentType {
        fields[.contentType] = contentType
    }
    return fields
}

func serve(_ options: Options) async throws {
    let router = Router()
    let pageHeaders = try headerFields(options.headers + options.pageHeaders, contentType: options.contentType)
    for (path, file) in options.pages {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw UsageError("Could not read \(file): \(error.localizedDescription)")
        }
        let body = ByteBuffer(bytes: bytes)
        router.get(RouterPath(path)) { _, _ -> Response in
            Response(status: .ok, headers: pageHeaders, body: ResponseBody(byteBuffer: body))
        }
    }
    let maxBodySize = options.maxBodySize
    for (path, location) in options.redirects {
        var headers = try headerFields(options.headers, contentType: nil)
        headers[.location] = location
        let redirectHeaders = headers
        router.post(RouterPath(path)) { request, _ -> Response in
            // Read the form as the shell does before answering (the bytes are not looked at).
            var request = request
            _ = try await request.collectBody(upTo: maxBodySize)
            return Response(status: .seeOther, headers: redirectHeaders, body: ResponseBody())
        }
    }
    let host = options.host
    let requestedPort = options.port
    let app = Application(
        router: router,
        configuration: .init(address: .hostname(host, port: options.port), serverName: nil),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? requestedPort
            let authority = host.contains(":") ? "[\(host)]" : host
            // Written unbuffered, so a script reading the output through a pipe sees it at once.
            FileHandle.standardOutput.write(Data("BareRoute listening on http://\(authority):\(port)\n".utf8))
        },
        logger: {
            var logger = Logger(label: "BareRoute")
            logger.logLevel = .warning
            return logger
        }()
    )
    try await app.runService()
}

do {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    try await serve(options)
} catch let error as UsageError {
    if let message = error.message {
        FileHandle.standardError.write(Data("BareRoute: \(message)\n\n\(Options.usage)\n".utf8))
        exit(64)
    }
    print(Options.usage)
} catch {
    FileHandle.standardError.write(Data("BareRoute: \(error)\n".utf8))
    exit(1)
}
