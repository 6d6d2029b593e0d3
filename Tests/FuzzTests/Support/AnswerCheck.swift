import Foundation

/// Judges one answer: never a 5xx, never silence, and for a well-formed request a page or a JSON
/// body that says what happened (see ``problem(with:for:)``).
enum AnswerCheck {
    /// What is wrong with `outcome` as the answer to `request`, in a few words that group alike
    /// failures (`"5xx"`, `"API 4xx without a JSON error"`, …), or `nil` when it is fine.
    ///
    /// - Every request: no 5xx, no garbled answer, an answer (or, for a malformed one, a closed
    ///   connection) before the timeout.
    /// - Web shell: a 3xx has a `Location` inside the app (one leading `/`); a 2xx is an HTML
    ///   document (or the plain-text health check); a 4xx is an HTML page, or plain text, whose
    ///   text holds a sentence.
    /// - API: a 2xx is JSON (an SVG for a photo, nothing for a 204); a 4xx is
    ///   `{"error": "<code>", "message": "<a sentence>"}`; a 304 answers only a request with
    ///   `If-None-Match`, with an `ETag` and no body (an items page the client holds).
    /// - HEAD answers have no body, so only their status is judged.
    static func problem(with outcome: ExchangeOutcome, for request: FuzzRequest) -> String? {
        let answer: RawHTTPAnswer
        switch outcome {
        case .answer(let received):
            answer = received
        case .closed(let received, let reason):
            return request.strictness == .lenient || request.mayClose ? nil : "no answer (connection \(reason) after \(received) bytes)"
        case .timedOut(let received):
            return "no answer in time (\(received) bytes received)"
        case .unreachable(let message):
            return "server unreachable: \(message)"
        case .garbled(let message):
            return "not an HTTP answer: \(message)"
        }
        if answer.status >= 500 {
            return "\(answer.status) answer"
        }
        if answer.status < 100 {
            return "status \(answer.status)"
        }
        if answer.headers.contains(where: { $0.name.lowercased() == "set-cookie" && $0.value.hasPrefix("x=") }) {
            return "a header injected from the request (Set-Cookie: x=…)"
        }
        if request.strictness == .lenient && answer.status >= 400 {
            return nil
        }
        return switch request.server {
        case .web: webProblem(answer, head: request.isHead)
        case .api:
            apiProblem(answer, head: request.isHead, conditional: request.headers.contains { $0.name.lowercased() == "if-none-match" })
        }
    }

    /// Markup the fuzz sends that a page must never show unescaped.
    static let injectedMarkup = ["<script>alert(1)", "<img src=x onerror"]

    private static func webProblem(_ answer: RawHTTPAnswer, head: Bool) -> String? {
        if !head, let markup = injectedMarkup.first(where: { answer.text.contains($0) }) {
            return "web page shows the request's markup unescaped (\(markup))"
        }
        switch answer.status {
        case 300 ..< 400:
            guard let location = answer.header("Location") else {
                return "web \(answer.status) without a Location"
            }
            guard location.hasPrefix("/"), !location.hasPrefix("//"), !location.hasPrefix("/\\") else {
                return "web redirect leaves the app (Location \(location.prefix(80)))"
            }
            return nil
        case 200 ..< 300:
            let type = answer.header("Content-Type") ?? ""
            if type.hasPrefix("text/plain") { return nil }
            guard type.hasPrefix("text/html") else {
                return "web \(answer.status) of type \(type.isEmpty ? "none" : type)"
            }
            if head { return nil }
            let text = answer.text
            guard text.hasPrefix("<!DOCTYPE html>"), text.contains("</html>"), text.contains("<h1") else {
                return "web \(answer.status) that is not a whole HTML page"
            }
            return nil
        case 400 ..< 500:
            let type = answer.header("Content-Type") ?? ""
            guard type.hasPrefix("text/html") || type.hasPrefix("text/plain") else {
                return "web \(answer.status) of type \(type.isEmpty ? "none" : type)"
            }
            if head { return nil }
            let text = type.hasPrefix("text/html") ? visibleText(ofMain: answer.text) : answer.text
            guard containsSentence(text) else {
                return "web \(answer.status) page without a sentence"
            }
            return nil
        default:
            return "web status \(answer.status)"
        }
    }

    private static func apiProblem(_ answer: RawHTTPAnswer, head: Bool, conditional: Bool) -> String? {
        let type = answer.header("Content-Type") ?? ""
        switch answer.status {
        case 204:
            return nil
        case 304:
            guard conditional else {
                return "API 304 to a request without If-None-Match"
            }
            guard answer.header("ETag") != nil else {
                return "API 304 without an ETag"
            }
            return answer.body.isEmpty ? nil : "API 304 with a body"
        case 200 ..< 300:
            if head { return nil }
            if type.hasPrefix("image/svg+xml") {
                return answer.text.contains("<svg") ? nil : "API \(answer.status) SVG without <svg"
            }
            guard type.hasPrefix("application/json") else {
                return "API \(answer.status) of type \(type.isEmpty ? "none" : type)"
            }
            guard (try? JSONSerialization.jsonObject(with: Data(answer.body), options: [.fragmentsAllowed])) != nil else {
                return "API \(answer.status) with a body that is not JSON"
            }
            return nil
        case 400 ..< 500:
            if head { return nil }
            guard type.hasPrefix("application/json") else {
                return "API \(answer.status) without a JSON error (type \(type.isEmpty ? "none" : type), \(answer.body.count) bytes)"
            }
            guard let object = try? JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any],
                let error = object["error"] as? String, !error.isEmpty,
                let message = object["message"] as? String
            else {
                return "API \(answer.status) JSON that is not {\"error\", \"message\"}"
            }
            return containsSentence(message) ? nil : "API \(answer.status) message without a sentence"
        default:
            return "API status \(answer.status)"
        }
    }

    /// The text of the page's `<main>` (the whole page when it has none), tags removed.
    static func visibleText(ofMain html: String) -> String {
        var page = Substring(html)
        if let open = page.range(of: "<main") {
            page = page[open.lowerBound...]
            if let close = page.range(of: "</main>") {
                page = page[..<close.upperBound]
            }
        }
        var text = ""
        var inTag = false
        for character in page {
            if character == "<" {
                inTag = true
                text.append(" ")
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        return text
    }

    /// Whether `text` holds a sentence: at least three words, one with a letter, ending with
    /// `.`, `!` or `?` (a `.` inside a word, as in `1.5`, does not end it).
    static func containsSentence(_ text: String) -> Bool {
        var words = 0
        var inWord = false
        var lettered = false
        for character in text {
            if character == "." || character == "!" || character == "?" {
                if lettered, words >= 3 { return true }
                if character != "." || !inWord {
                    words = 0
                    lettered = false
                }
            } else if character.isWhitespace {
                inWord = false
            } else {
                if !inWord {
                    inWord = true
                    words += 1
                }
                if character.isLetter { lettered = true }
            }
        }
        return false
    }
}
