import Foundation
import HostCore
import Hummingbird
import HummingbirdCore
import NIOCore
import ServerKit
import ServiceLifecycle
import Synchronization
import ViperKit

/// The web shell: a Hummingbird server that shows the app's VIPER modules in a browser.
///
/// Each module's ``Screen`` is rendered as server-side HTML at its route's URL; clicks and form
/// posts come back as ``ViewEvent``s. Every browser session has its own navigation (a
/// ``Navigator``: one stack, or one stack per tab once the app shows tabs, drawn as a tab bar)
/// and its own ``HostFlow``, made by `makeFlow`.
///
/// ```swift
/// let shell = WebShell(configuration: .init(port: 0)) { navigator, _ in AppFlow(navigator: navigator) }
/// let url = try await shell.start()
/// // …
/// await shell.stop()
/// ```
public final class WebShell: Sendable {
    /// How the shell listens and looks after sessions.
    public let configuration: WebShellConfiguration
    private let makeFlow: @MainActor @Sendable (any Navigator, BrowserClient) -> any HostFlow
    private let state = Mutex(ServerState())

    /// Creates a shell; nothing listens until ``start()``.
    ///
    /// - Parameters:
    ///   - configuration: where to listen, the app's name, session limits and timeouts.
    ///   - makeFlow: makes the flow of a new browser session from that session's navigator (the
    ///     flow should hold the navigator weakly) and the address its browser connects from (kept
    ///     current by the shell, for services that pass it on).
    public init(
        configuration: WebShellConfiguration,
        makeFlow: @escaping @MainActor @Sendable (any Navigator, BrowserClient) -> any HostFlow
    ) {
        self.configuration = configuration
        self.makeFlow = makeFlow
    }

    /// Where the shell listens, while it runs.
    public var url: URL? {
        state.withLock { $0.url }
    }

    /// Starts listening and returns once the server accepts connections, with the real bound
    /// port (useful with port 0).
    public func start() async throws(WebShellError) -> URL {
        try state.withLock { (state) throws(WebShellError) in
            guard !state.isStarted else { throw .alreadyStarted }
            state.isStarted = true
        }
        let configuration = self.configuration
        let makeFlow = self.makeFlow
        let share = ConnectionShare(serverLimit: configuration.maxConnections)
        let controller = await MainActor.run {
            ShellController(configuration: configuration, makeFlow: makeFlow)
        }
        let (ports, portContinuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        let application = Application(
            responder: ShellResponder(
                controller: controller,
                maxBodySize: configuration.maxBodySize,
                cookieName: configuration.cookieName,
                deviceCookieName: configuration.deviceCookieName,
                tracer: configuration.spans.tracer
            ),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [
                        ConnectionShareHandler(share: share),
                        RequestDeadlineHandler(
                            headTimeout: Self.timeAmount(configuration.requestHeadTimeout),
                            timeout: .seconds(max(1, configuration.idleConnectionTimeout.components.seconds))),
                        HostHeaderCheck(
                            contentType: "text/plain; charset=utf-8", body: "Bad request: an HTTP/1.1 request needs exactly one Host header.\n"),
                    ],
                    idleTimeout: .seconds(max(1, configuration.idleConnectionTimeout.components.seconds))
                )
            ),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port),
                availableConnectionsDelegate: MaximumAvailableConnections(configuration.maxConnections)
            ),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? configuration.port)
            },
            logger: configuration.logger
        )
        let group = ServiceGroup(services: [application], logger: application.logger)
        let server = Task {
            do {
                try await group.run()
                portContinuation.finish()
            } catch {
                portContinuation.finish(throwing: error)
            }
        }
        let port: Int
        do {
            var iterator = ports.makeAsyncIterator()
            guard let bound = try await iterator.next() else {
                throw WebShellError.couldNotStart("the server stopped before it listened")
            }
            port = bound
        } catch {
            server.cancel()
            state.withLock { $0 = ServerState() }
            if let error = error as? WebShellError { throw error }
            if let error = error as? IOError, error.errnoCode == EADDRINUSE {
                throw .addressInUse(host: configuration.host, port: configuration.port)
            }
            throw .couldNotStart(String(describing: error))
        }
        let url = Self.url(host: configuration.host, port: port)
        let sweeper = Self.sweep(controller, every: Self.sweepInterval(for: configuration.sessionIdleTimeout))
        state.withLock { state in
            state.server = server
            state.group = group
            state.sweeper = sweeper
            state.controller = controller
            state.url = url
        }
        return url
    }

    /// Stops listening (requests under way are answered first) and ends every session: their
    /// modules are closed and their flows told.
    public func stop() async {
        let running = state.withLock { state in
            defer { state = ServerState() }
            return state
        }
        running.sweeper?.cancel()
        await running.group?.triggerGracefulShutdown()
        await running.server?.value
        if let controller = running.controller {
            await controller.endAllSessions()
        }
    }

    // MARK: Private

    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(max(1_000_000, seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }

    private static func url(host: String, port: Int) -> URL {
        let reachable = host == "0.0.0.0" ? "127.0.0.1" : host == "::" ? "::1" : host
        let authority = reachable.contains(":") ? "[\(reachable)]" : reachable
        return URL(string: "http://\(authority):\(port)") ?? URL(fileURLWithPath: "/")
    }

    private static func sweepInterval(for idleTimeout: Duration) -> Duration {
        min(max(idleTimeout / 4, .milliseconds(10)), .seconds(30))
    }

    private static func sweep(_ controller: ShellController, every interval: Duration) -> Task<Void, Never> {
        Task {
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
                await controller.sweep()
            }
        }
    }
}
