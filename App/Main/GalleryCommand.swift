import AppComposition
import ArgumentParser
import Foundation

@_spi(Previews) import WebShell

/// `App --gallery`: draws every declared state of every feature module and serves the gallery on
/// `host`:`port`, with each state's live link opening it in a module running alone over fakes on a
/// port the system picks; or with `export` writes the gallery's files to that folder and exits.
struct GalleryCommand {
    let host: String
    let port: Int
    let export: String?

    func run() async throws {
        if let export {
            guard !export.isEmpty else { throw ValidationError(GalleryExportError.emptyPath.description) }
            try await draw(into: URL(fileURLWithPath: export), live: nil)
            return
        }
        let first = FeaturePreviews.all[0]
        let live = try await AppServer.start(
            AppConfiguration(
                host: host, port: 0,
                module: ModuleSelection(name: "preview", inputs: ["feature": first.feature, "state": first.previews[0].slug]),
                fakeServices: true))
        // A folder of this process's own, so two galleries never share (or delete) each other's files.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-gallery-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let liveURL = live.webURL.absoluteString
        // The live server stops whatever ends the gallery: an error drawing it, or Ctrl-C.
        var failure: (any Error)?
        do {
            try await draw(into: folder, live: liveURL.hasSuffix("/") ? liveURL : liveURL + "/")
            Console.line("Live: \(liveURL) (each state's Live link opens it there, over fakes)")
            try await GalleryServer.serve(folder: folder, host: host, port: port) { address in
                Console.line("Gallery: \(address) (\(address)both.html: English and German side by side). Press Ctrl-C to stop.")
            }
        } catch {
            failure = error
        }
        await live.stop()
        if let failure { throw failure }
    }

    /// Draws the gallery into `folder`, linking each state to `live` if given, and says what it wrote.
    private func draw(into folder: URL, live: String?) async throws {
        let start = ContinuousClock.now
        let written: GalleryExportSummary
        do {
            written = try await GalleryExport.write(to: folder, live: live)
        } catch {
            throw ValidationError(error.description)
        }
        let took = start.duration(to: .now).formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))
        Console.line("Gallery: \(written.files) files, \(written.bytes / 1_024) KiB, drawn and written in \(took) (\(folder.path))")
        if live == nil, !written.replaced.isEmpty {
            Console.line("Replaced \(written.replaced.count) files that were there: \(written.replaced.joined(separator: ", "))")
        }
    }
}
