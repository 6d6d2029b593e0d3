import LoopbackTesting

/// Sends raw request bytes over a plain TCP socket to 127.0.0.1 and reads the answer: one
/// connection per request, blocking, so it runs on threads of its own (``FuzzRunner``), never
/// on the cooperative pool the servers answer on.
enum RawHTTPClient {
    /// Sends `request` to `port` on 127.0.0.1 and returns what came back within `timeout` seconds
    /// of silence.
    static func exchange(_ request: FuzzRequest, port: Int, timeout: Int = 20) -> ExchangeOutcome {
        let socket: LoopbackSocket
        do throws(LoopbackSocketError) {
            socket = try LoopbackSocket.connect(port: port, timeout: .seconds(timeout))
        } catch {
            return .unreachable(error.description)
        }
        defer { socket.close() }
        var sendError: LoopbackSocketError?
        do throws(LoopbackSocketError) {
            try socket.send(request.bytes(host: "127.0.0.1", port: port))
        } catch {
            // The server may answer and close before reading everything (a body over its limit);
            // what it answered is still read below.
            sendError = error
        }
        if request.halfClose {
            socket.shutdownWriting()
        }
        var received: [UInt8] = []
        while true {
            let chunk: [UInt8]
            do throws(LoopbackSocketError) {
                chunk = try socket.receive()
            } catch {
                if error.timedOut { return .timedOut(received: received.count) }
                return ended(request, received, reason: "recv errno \(error.code)", sendError: sendError)
            }
            guard !chunk.isEmpty else {
                return ended(request, received, reason: "closed", sendError: sendError)
            }
            received += chunk
            switch RawHTTPAnswer.parse(received, isHead: request.isHead, atEnd: false) {
            case .complete(let answer): return .answer(answer)
            case .invalid(let message): return .garbled(message)
            case .incomplete: continue
            }
        }
    }

    /// What `received` is once the connection ended for `reason`: a whole answer, garbage, or a
    /// connection closed without an answer.
    private static func ended(_ request: FuzzRequest, _ received: [UInt8], reason: String, sendError: LoopbackSocketError?) -> ExchangeOutcome {
        switch RawHTTPAnswer.parse(received, isHead: request.isHead, atEnd: true) {
        case .complete(let answer):
            return .answer(answer)
        case .invalid(let message) where !received.isEmpty:
            return .garbled(message)
        case .invalid, .incomplete:
            return .closed(received: received.count, reason: reason + (sendError.map { ", send errno \($0.code)" } ?? ""))
        }
    }
}
