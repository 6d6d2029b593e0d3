/// A server's HTTP answer as read off the socket: the status, the headers and the body (chunked
/// bodies already joined).
struct RawHTTPAnswer: Sendable {
    /// The status code.
    let status: Int
    /// The header lines, names as sent.
    let headers: [(name: String, value: String)]
    /// The body bytes.
    let body: [UInt8]

    /// The first value of header `name` (compared without case).
    func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// The body as text (invalid UTF-8 repaired).
    var text: String {
        String(decoding: body, as: UTF8.self)
    }

    /// What reading `bytes` as the answer to a request gives so far.
    enum Parse {
        /// A whole answer.
        case complete(RawHTTPAnswer)
        /// Not yet a whole answer; more bytes may complete it.
        case incomplete
        /// Not an HTTP answer; the message says why.
        case invalid(String)
    }

    /// Reads the first final (non-1xx) answer from `bytes`. With `atEnd`, the connection is
    /// closed, so a body without a length ends where the bytes do. A HEAD answer (`isHead`) has
    /// no body whatever its headers say.
    static func parse(_ bytes: [UInt8], isHead: Bool, atEnd: Bool) -> Parse {
        var start = 0
        while true {
            guard let headerEnd = find([13, 10, 13, 10], in: bytes, from: start) else {
                return atEnd && bytes.count > start ? .invalid("the answer ends inside its head") : .incomplete
            }
            let head = String(decoding: bytes[start ..< headerEnd], as: UTF8.self)
            var lines = head.components(separatedBy: "\r\n")
            let statusLine = lines.removeFirst()
            let parts = statusLine.split(separator: " ", maxSplits: 2)
            guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
                return .invalid("the status line is \(statusLine.prefix(80))")
            }
            var headers: [(name: String, value: String)] = []
            for line in lines {
                guard let colon = line.firstIndex(of: ":") else {
                    return .invalid("a header line has no colon: \(line.prefix(80))")
                }
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                headers.append((String(line[..<colon]), value))
            }
            let bodyStart = headerEnd + 4
            if (100 ..< 200).contains(status) {
                start = bodyStart
                continue
            }
            let answer = { (body: [UInt8]) in RawHTTPAnswer(status: status, headers: headers, body: body) }
            let probe = RawHTTPAnswer(status: status, headers: headers, body: [])
            if isHead || status == 204 || status == 304 {
                return .complete(answer([]))
            }
            if probe.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
                return dechunk(bytes, from: bodyStart, atEnd: atEnd).map(answer)
            }
            if let lengthText = probe.header("Content-Length") {
                guard let length = Int(lengthText), length >= 0 else {
                    return .invalid("Content-Length is \(lengthText)")
                }
                if bytes.count - bodyStart >= length {
                    return .complete(answer(Array(bytes[bodyStart ..< bodyStart + length])))
                }
                return atEnd ? .invalid("the body ends after \(bytes.count - bodyStart) of \(length) bytes") : .incomplete
            }
            return atEnd ? .complete(answer(Array(bytes[bodyStart...]))) : .incomplete
        }
    }

    /// The chunked body starting at `start`.
    private static func dechunk(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> DechunkResult {
        var body: [UInt8] = []
        var position = start
        while true {
            guard let lineEnd = find([13, 10], in: bytes, from: position) else {
                return atEnd ? .invalid("the chunked body ends early") : .incomplete
            }
            let sizeText =
                String(decoding: bytes[position ..< lineEnd], as: UTF8.self)
                .split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                return .invalid("a chunk size is \(sizeText.prefix(20))")
            }
            let dataStart = lineEnd + 2
            if size == 0 {
                return .complete(body)
            }
            guard bytes.count >= dataStart + size + 2 else {
                return atEnd ? .invalid("a chunk ends early") : .incomplete
            }
            body += bytes[dataStart ..< dataStart + size]
            position = dataStart + size + 2
        }
    }

    /// Where `needle` first occurs in `bytes` at or after `start`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], Array(bytes[index ..< index + needle.count]) == needle {
                return index
            }
            index += 1
        }
        return nil
    }
}
