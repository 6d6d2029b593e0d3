import Foundation
import Hummingbird

/// Serves a gallery's files (``GalleryIndex`` and the ``ScreenPage``s it frames) from one folder,
/// as static files, under the shell's Content-Security-Policy with frames of its own origin allowed.
@_spi(Previews)
public enum GalleryServer {
    /// Serves `folder` on `host`:`port` until SIGINT or SIGTERM; `onRunning` is told the address.
    public static func serve(folder: URL, host: String, port: Int, onRunning: @escaping @Sendable (String) -> Void) async throws {
        let router = Router()
        router.middlewares.add(GalleryHeaders())
        router.middlewares.add(GalleryRequestCheck())
        router.middlewares.add(FileMiddleware(folder.path, searchForIndexHtml: true))
        let application = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in onRunning("http://\(host):\(channel.localAddress?.port ?? port)/") }
        )
        try await application.runService()
    }
}
