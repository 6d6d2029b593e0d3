import AppComposition
import Foundation

@_spi(Previews) import WebShell

/// `App --gallery`: draws every declared state of every feature module and serves the gallery on
/// `host`:`port`, or with `export` writes its files to that folder and exits.
struct GalleryCommand {
    let host: String
    let port: Int
    let export: String?

    func run() async throws {
        let start = ContinuousClock.now
        let folder = export.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory.appendingPathComponent("viper-gallery")
        if export == nil { try? FileManager.default.removeItem(at: folder) }
        let written = try await GalleryExport.write(to: folder)
        let took = start.duration(to: .now).formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))
        Console.line("Gallery: \(written.files) files, \(written.bytes / 1_024) KiB, drawn and written in \(took) (\(folder.path))")
        guard export == nil else { return }
        try await GalleryServer.serve(folder: folder, host: host, port: port) { address in
            Console.line("Gallery: \(address) (\(address)both.html: English and German side by side). Press Ctrl-C to stop.")
        }
    }
}
