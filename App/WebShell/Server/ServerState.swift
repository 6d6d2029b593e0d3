import Foundation
import ServiceLifecycle

/// What a running ``WebShell`` holds: the server's task, the session sweeper and the controller.
struct ServerState: Sendable {
    /// Whether a start is under way or done.
    var isStarted = false
    /// The task running the Hummingbird application.
    var server: Task<Void, Never>?
    /// The service group running the application, shut down gracefully on stop.
    var group: ServiceGroup?
    /// The task ending idle sessions.
    var sweeper: Task<Void, Never>?
    /// The controller answering requests.
    var controller: ShellController?
    /// Where the shell listens, once it does.
    var url: URL?
}
