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
        var budgets: [String: ModuleBudget] = [:]
        for (feature, previews) in FeaturePreviews.all {
            var englishStates: [GalleryState] = []
            var bothStates: [GalleryState] = []
            for preview in previews {
                var pages: [(language: Language, path: String)] = []
                for language in languages {
                    let module = await preview.show(in: language)
                    if let budget = module.budget { budgets[feature] = budget }
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
                    title: "Every state of every module", features: english, notes: FeaturePreviews.notes, budgets: budgets,
                    switchLink: ("English and German side by side", "both.html"))
            ))
        files.append(
            (
                "both.html",
                GalleryIndex.html(
                    title: "Every state of every module, in English and German", features: both, notes: FeaturePreviews.notes, budgets: budgets,
                    switchLink: ("English only", "index.html"))
            ))
        return files
    }

    /// Writes every file of the gallery under `directory` (made if missing), linking each state
    /// to `live` if given, and returns how many files and bytes it wrote and the paths (relative to
    /// `directory`) of the files that were there before and are replaced. Nothing is written when
    /// any file or folder it would write is a symbolic link (`directory` itself may be one: the
    /// person named it) or something that is not a folder is where a folder goes.
    /// - Throws: ``GalleryExportError``, whose description says what to do.
    public static func write(to directory: URL, live: String? = nil) async throws(GalleryExportError) -> GalleryExportSummary {
        let files = await files(live: live)
        let manager = FileManager.default
        var folders: Set<String> = [directory.path]
        var replaced: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            folders.insert(url.deletingLastPathComponent().path)
            switch try isFolder(at: url.path) {
            case false: replaced.append(file.path)
            case true: throw .notAFile(url.path)
            case nil: break
            }
        }
        for folder in folders.sorted() where try isFolder(at: folder, followingLink: folder == directory.path) == false {
            throw .notAFolder(folder)
        }
        var bytes = 0
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            let data = Data(file.html.utf8)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            } catch {
                throw .cannotWrite(url.path, reason: (error as NSError).localizedDescription)
            }
            bytes += data.count
        }
        return GalleryExportSummary(files: files.count, bytes: bytes, replaced: replaced)
    }

    /// Whether `path` is a folder (`false`: a file; `nil`: nothing is there). A symbolic link is
    /// refused, unless `followingLink` (then what it leads to counts).
    private static func isFolder(at path: String, followingLink: Bool = false) throws(GalleryExportError) -> Bool? {
        let manager = FileManager.default
        if !followingLink, let target = try? manager.destinationOfSymbolicLink(atPath: path) {
            throw .link(path, to: target)
        }
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        return isFolder.boolValue
    }
}
