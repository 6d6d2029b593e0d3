import Hummingbird
import ServerKit
import Tracing

/// The Hummingbird responder for every request: reads what the shell needs off the request
/// (cookie, query, a size-limited body), lets the ``ShellController`` answer on the main actor
/// and turns its answer into an HTTP response with the shell's security headers.
struct ShellResponder: HTTPResponder {
    typealias Context = ShellRequestContext

    /// Answers requests on the main actor.
    let controller: ShellController
    /// The largest body read, in bytes.
    let maxBodySize: Int
    /// The session cookie's name.
    let cookieName: String
    /// The device cookie's name.
    let deviceCookieName: String
    /// Where each request's spans go, if anywhere.
    let tracer: (any Tracer)?

    func respond(to request: Request, context: Context) async throws -> Response {
        let started = ContinuousClock.now
        let method: ShellRequest.Method =
            switch request.method {
            case .get: .get
            case .head: .head
            case .post: .post
            default: .other
            }
        // A post's form is read and parsed here, once, off the main actor.
        let form: Result<FormData, FormError> = method == .post ? await readForm(of: request) : .success(FormData())
        let (sessionID, deviceID) = Self.cookies(cookieName, deviceCookieName, in: request.headers[values: .cookie])
        let shellRequest = ShellRequest(
            method: method,
            path: request.uri.path,
            query: request.uri.query,
            clientAddress: context.remoteAddress,
            sessionID: sessionID,
            deviceID: deviceID.flatMap { SessionToken.isWellFormed($0) ? $0 : nil },
            acceptLanguage: request.headers[.acceptLanguage],
            form: form
        )
        let answer = await traced(shellRequest) { await controller.respond(to: shellRequest) }
        let response = Self.response(for: answer)
        RequestLog.log(request, status: answer.status, since: started, to: context.logger)
        return method == .head ? response.createHeadResponse() : response
    }

    /// Runs `respond` with the tracer, inside a server span named after the request (`WebShell POST
    /// /items`): the host's spans at the modules' boundaries, and what the modules' work calls, go
    /// under it. With no tracer, `respond` as it is.
    private func traced(_ request: ShellRequest, _ respond: () async -> ShellResponse) async -> ShellResponse {
        guard let tracer else { return await respond() }
        return await withTracer(tracer) {
            await withSpan("WebShell \("\(request.method)".uppercased()) \(request.path)", ofKind: .server) { span in
                span.attributes["url.path"] = request.path
                let answer = await respond()
                span.attributes["http.response.status_code"] = answer.status
                return answer
            }
        }
    }

    /// The values of the cookies named `first` and `second` in a request's `Cookie` fields (the
    /// first of each name), read straight from the `name=value; name=value` pairs: the shell reads
    /// two cookies of every request, and Hummingbird's `Request.cookies` parses every cookie into
    /// a `Cookie` with its attributes first (5% of a page's samples). A value in double quotes is
    /// read without them.
    static func cookies(_ first: String, _ second: String, in fields: [String]) -> (String?, String?) {
        var values: (String?, String?) = (nil, nil)
        for field in fields {
            for pair in field.utf8.split(separator: UInt8(ascii: ";")) {
                guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
                let name = trimmed(pair[..<equals])
                var value = trimmed(pair[pair.index(after: equals)...])
                if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
                    value = value.dropFirst().dropLast()
                }
                if values.0 == nil, name.elementsEqual(first.utf8) {
                    values.0 = String(decoding: value, as: UTF8.self)
                } else if values.1 == nil, name.elementsEqual(second.utf8) {
                    values.1 = String(decoding: value, as: UTF8.self)
                }
            }
        }
        return values
    }

    /// `bytes` without the spaces and tabs around them.
    private static func trimmed(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        let isText = { (byte: UInt8) in byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
        guard let start = bytes.firstIndex(where: isText), let last = bytes.lastIndex(where: isText) else { return bytes[bytes.endIndex...] }
        return bytes[start ... last]
    }

    /// The form a post sends: its body read and decoded, refused when it is not
    /// `application/x-www-form-urlencoded`, too large, unreadable or not text.
    private func readForm(of request: Request) async -> Result<FormData, FormError> {
        let body = await readBody(of: request)
        if let type = request.headers[.contentType], !type.lowercased().hasPrefix("application/x-www-form-urlencoded") {
            return .failure(.unsupportedContentType(String(type.prefix(80))))
        }
        return body.flatMap { bytes in Result { () throws(FormError) in try FormData.parse(body: bytes) } }
    }

    /// Reads the body, refusing it once it grows over `maxBodySize`.
    private func readBody(of request: Request) async -> Result<[UInt8], FormError> {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > maxBodySize {
            return .failure(.tooLarge(limit: maxBodySize))
        }
        var bytes: [UInt8] = []
        do {
            for try await buffer in request.body {
                guard bytes.count + buffer.readableBytes <= maxBodySize else {
                    return .failure(.tooLarge(limit: maxBodySize))
                }
                bytes.append(contentsOf: buffer.readableBytesView)
            }
        } catch {
            return .failure(.unreadable)
        }
        return .success(bytes)
    }

    /// The HTTP response for `answer`: a page gets a CSP nonce of its own, filled into its
    /// template with the session's CSRF token here, off the main actor.
    static func response(for answer: ShellResponse) -> Response {
        let body: ByteBuffer
        var headers = HTTPFields()
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        // A link out (tel:, mailto:, a web page) tells the site it leads to nothing of the
        // session's URLs, which name its screens and ids.
        headers[HTTPFields.Element.Name("Referrer-Policy")!] = "same-origin"
        switch answer.kind {
        case .page(let template, let csrfToken):
            let nonce = SessionToken.make()
            body = template.filled(nonce: nonce, csrfToken: csrfToken)
            headers[.contentType] = "text/html; charset=utf-8"
            headers[.contentSecurityPolicy] =
                "default-src 'none'; style-src 'nonce-\(nonce)'; script-src 'nonce-\(nonce)'; img-src data:; connect-src 'self'; "
                + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
        case .redirect(let location):
            body = ByteBuffer()
            headers[.location] = location
        case .text(let text):
            body = ByteBuffer(string: text)
            headers[.contentType] = "text/plain; charset=utf-8"
        }
        for cookie in answer.setCookies {
            headers.append(.init(name: .setCookie, value: cookie))
        }
        if let retryAfter = answer.retryAfter {
            headers[.retryAfter] = "\(retryAfter)"
        }
        if !answer.allow.isEmpty {
            headers[.allow] = answer.allow.joined(separator: ", ")
        }
        return Response(
            status: .init(code: answer.status),
            headers: headers,
            body: ResponseBody(byteBuffer: body)
        )
    }
}
