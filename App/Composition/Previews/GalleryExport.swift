import Foundation
import ViperKit

@_spi(Previews) import WebShell

/// The gallery as files: every declared state of every feature (``FeaturePreviews``) drawn by the
/// web shell's page renderer in English and German, `<Feature>/<state>.<language>.html`, beside an
/// `index.html` listing them in English and a `both.html` with both languages side by side. The
/// files need no server (`App --gallery --export DIR`, what CI uploads); `App --gallery` serves them.
@MainActor
public enum GalleryExport {
    /// The languages every state is drawn in.
    static let languages: [Language] = [.english, .german]

    /// Every file of the gallery, by its path relative to the gallery's folder; with `live`, the
    /// address of a running module alone (`App --module preview`), each state links to itself live
    /// there (``FeaturePreviews/plugin(language:)``).
    public static func files(live: String? = nil) async -> [(path: String, html: String)] {
        var files: [(path: String, html: String)] = []
        var english: [(name: String, states: [GalleryState])] = []
        var both: [(name: String, states: [GalleryState])] = []
        for (feature, previews) in FeaturePreviews.all {
            var englishStates: [GalleryState] = []
            var bothStates: [GalleryState] = []
            for preview in previews {
                var pages: [(language: Language, path: String)] = []
                for language in languages {
                    let module = await preview.show(in: language)
                    let path = "\(feature)/\(preview.slug).\(language.code).html"
                    files.append((path, ScreenPage.html(module.view.screen, path: module.route.path, language: language)))
                    module.activity.cancelAll()
                    pages.append((language, path))
                }
                // Live, the state opens in the browser's language (the session's), which a language
                // switch would rebuild from the module's route, leaving the state.
                let liveURL = live.map { "\($0)preview/\(feature)/\(preview.slug)" }
                englishStates.append(GalleryState(name: preview.name, pages: pages.filter { $0.language == .english }, live: liveURL))
                bothStates.append(GalleryState(name: preview.name, pages: pages, live: liveURL))
            }
            english.append((feature, englishStates))
            both.append((feature, bothStates))
        }
        files.append(
            (
                "index.html",
                GalleryIndex.html(
                    title: "Every state of every module", features: english,
                    switchLink: ("English and German side by side", "both.html"))
            ))
        files.append(
            (
                "both.html",
                GalleryIndex.html(
                    title: "Every state of every module, in English and German", features: both,
                    switchLink: ("English only", "index.html"))
            ))
        return files
    }

    /// Writes every file of the gallery under `directory` (made if missing), linking each state
    /// to `live` if given, and returns how many files and bytes it wrote.
    public static func write(to directory: URL, live: String? = nil) async throws -> (files: Int, bytes: Int) {
        let files = await files(live: live)
        var bytes = 0
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = Data(file.html.utf8)
            try data.write(to: url)
            bytes += data.count
        }
        return (files.count, bytes)
    }
}
